import type { AppDetails } from '@trilha/shared/api/tenant';
import { bucketFromHost } from '@trilha/shared/rules/tenant';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { fetchAppDetails } from '../api/auth';
import { ApiError } from '../api/client';
import { useTranslation } from '../i18n';
import { MessagePanel } from '../ui/message-panel';
import { Spinner } from '../ui/spinner';

const APP_KEY = 'trilha.app';
const TenantContext = createContext<AppDetails | null>(null);

/** The branded app this host opens; available under `TenantProvider`. */
export function useTenant(): AppDetails {
  const app = useContext(TenantContext);
  if (!app) throw new Error('useTenant outside TenantProvider');
  return app;
}

type State = { status: 'loading' } | { status: 'ready'; app: AppDetails } | { status: 'unknown' };

/**
 * Resolves the app from the host on boot (spec document 1, section 7). A copy kept on the device
 * paints the branded shell at once and offline; the server's answer then replaces it.
 */
export function TenantProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>(() => {
    // The page carries the app of its host: the branded shell paints at once, without a request.
    const sent = readPageApp();
    if (sent) {
      localStorage.setItem(APP_KEY, JSON.stringify(sent));
      applyBranding(sent);
      return { status: 'ready', app: sent };
    }
    const cached = readCachedApp();
    return cached ? { status: 'ready', app: cached } : { status: 'loading' };
  });

  useEffect(() => {
    if (readPageApp()) return;
    const controller = new AbortController();
    fetchAppDetails(bucketFromHost(location.hostname), controller.signal)
      .then((answer) => {
        const app = answer.app[0];
        if (!app) return setState({ status: 'unknown' });
        localStorage.setItem(APP_KEY, JSON.stringify(app));
        setState({ status: 'ready', app });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Offline with a cached app: keep it. An app that no longer exists: say so.
        if (error instanceof ApiError && error.status === 0 && readCachedApp()) return;
        localStorage.removeItem(APP_KEY);
        setState({ status: 'unknown' });
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (state.status === 'ready') applyBranding(state.app);
  }, [state]);

  if (state.status === 'loading') return <Spinner label={t('tenant.resolving')} showLabel />;
  if (state.status === 'unknown') {
    return (
      <main className="flex min-h-dvh items-center justify-center p-4">
        <MessagePanel title={t('tenant.notFound')} tone="error">
          <p className="text-sm text-muted">{t('tenant.notFoundHint')}</p>
        </MessagePanel>
      </main>
    );
  }
  return <TenantContext.Provider value={state.app}>{children}</TenantContext.Provider>;
}

/** The app the server wrote into the page (`<script type="application/json" id="trilha-app">`), if any. */
export function readPageApp(): AppDetails | null {
  try {
    const text = document.getElementById('trilha-app')?.textContent;
    const app = text ? (JSON.parse(text) as AppDetails) : null;
    return app?.bucket ? app : null;
  } catch {
    return null;
  }
}

function readCachedApp(): AppDetails | null {
  try {
    const raw = localStorage.getItem(APP_KEY);
    const app = raw ? (JSON.parse(raw) as AppDetails) : null;
    return app?.bucket && bucketMatches(app) ? app : null;
  } catch {
    return null;
  }
}

function bucketMatches(app: AppDetails): boolean {
  const bucket = bucketFromHost(location.hostname);
  return bucket === app.bucket || bucket === 'localhost' || bucket === location.hostname;
}

/** Colours as CSS variables, the title and the favicon: branding is data, never a code path per tenant. */
function applyBranding(app: AppDetails): void {
  const root = document.documentElement.style;
  root.setProperty('--brand-primary', app.primaryColor);
  root.setProperty('--brand-secondary', app.secondaryColor);
  root.setProperty('--brand-third', app.thirdColor);
  root.setProperty('--brand-on-primary', readableOn(app.primaryColor));
  document.title = app.name;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', app.primaryColor);
  if (app.favIcon) {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = app.favIcon;
  }
}

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function readableOn(hex: string): string {
  const match = /^#?([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex.trim());
  if (!match) return '#ffffff';
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
