import { type ApiLink, createFacade } from './bridge';
import { evictFile, keepFile } from './keeper';
import { HOST_SOURCE, type HostMessage, type PlayerLaunch, readPlayerMessage } from './protocol';
import { createScormApi } from './scorm-api';

/**
 * The lesson frame's own page, on the content host (an origin that holds no session). It answers the SCO's
 * SCORM calls with a local copy of the run-time and repeats them on the player's API through scorm-again's
 * CrossFrameAPI, opens the SCO in a frame of its own once the player sent the launch, relays the SCO's
 * `scormFinished`, and keeps or removes a course's files on the device for the player.
 */
const parentWindow = window.parent;
let appOrigin: string | null = null;
let launched = false;
/** The SCO's frame, once launched. */
let scoFrame: HTMLIFrameElement | null = null;

const post = (message: HostMessage) => parentWindow.postMessage(message, appOrigin ?? '*');

async function launch(message: PlayerLaunch, origin: string): Promise<void> {
  if (launched) return;
  const url = new URL(message.url, location.href);
  // The SCO opens on this origin only, under the package content path.
  if (url.origin !== location.origin || !url.pathname.startsWith('/scorm-content/')) return;
  launched = true;
  const mirror = await createScormApi(message.version, message.cmi, message.sequencing);
  const module = (await import('scorm-again/cross-frame-api/min')) as unknown as {
    CrossFrameAPI: new (
      origin: string,
      target: Window,
      options: { timeout: number; heartbeatInterval: number; heartbeatTimeout: number },
    ) => ApiLink;
  };
  const link = new module.CrossFrameAPI(origin, parentWindow, {
    // constants-check-ignore: scorm-again's cross-frame call timeout, unrelated to the video player's idle time
    timeout: 60_000,
    // constants-check-ignore: scorm-again's cross-frame heartbeat, unrelated to request timeouts
    heartbeatInterval: 30_000,
    heartbeatTimeout: 120_000,
  });
  const facade = createFacade(message.version, mirror, link);
  (window as unknown as Record<string, unknown>)[message.version === '1.2' ? 'API' : 'API_1484_11'] = facade;

  const frame = document.createElement('iframe');
  frame.title = document.title;
  frame.allow = 'fullscreen; autoplay; encrypted-media';
  frame.allowFullscreen = true;
  frame.src = url.href;
  document.body.append(frame);
  scoFrame = frame;
  watchBlockedOrigins(frame);
}

/**
 * Tells the player what the SCO's pages were refused from outside the package (the package's policy names
 * only the origins an administrator allowed), so the member is told why a course does not start. The frame's
 * first page reuses the window the frame starts with; later pages are watched as they load.
 */
function watchBlockedOrigins(frame: HTMLIFrameElement): void {
  const reported = new Set<string>();
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    let origin: string;
    try {
      origin = new URL(event.blockedURI).origin;
    } catch {
      return;
    }
    if (origin === 'null' || origin === location.origin || reported.has(origin)) return;
    reported.add(origin);
    post({ source: HOST_SOURCE, type: 'blocked', origin });
  };
  const watch = () => {
    try {
      frame.contentWindow?.addEventListener('securitypolicyviolation', onViolation);
    } catch {
      // A page of another origin inside the frame: nothing to watch there.
    }
  };
  watch();
  frame.addEventListener('load', watch);
}

window.addEventListener('message', (event) => {
  if (event.source === parentWindow) {
    const message = readPlayerMessage(event.data);
    if (!message) return;
    // The first message names the app's origin; the page's policy lets only the company's apps frame it.
    appOrigin ??= event.origin;
    if (event.origin !== appOrigin) return;
    const deps = { fetch: window.fetch.bind(window), caches: window.caches };
    switch (message.type) {
      case 'launch':
        void launch(message, event.origin);
        return;
      case 'download':
        keepFile(deps, message.url, message.key).then(
          (size) => post({ source: HOST_SOURCE, type: 'done', id: message.id, size }),
          (error: unknown) => post({ source: HOST_SOURCE, type: 'failed', id: message.id, message: String(error) }),
        );
        return;
      case 'evict':
        evictFile(deps, message.key).then(
          () => post({ source: HOST_SOURCE, type: 'done', id: message.id, size: 0 }),
          (error: unknown) => post({ source: HOST_SOURCE, type: 'failed', id: message.id, message: String(error) }),
        );
        return;
      case 'unload':
        // The SCO's page goes (its unload handlers finish it); this page stays and repeats its last calls.
        if (scoFrame) scoFrame.src = 'about:blank';
        return;
    }
  }
  // Packages may announce the end themselves (spec 3, 4.7): from the SCO's frame, on this origin.
  if (event.origin === location.origin && event.source !== window) {
    const type = typeof event.data === 'string' ? event.data : (event.data as { type?: unknown } | null)?.type;
    if (type === 'scormFinished' && appOrigin) post({ source: HOST_SOURCE, type: 'finished' });
  }
});

// Kept courses play from the device: this origin's service worker answers their files offline.
if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register('/scorm-content/sw.js', { scope: '/scorm-content/' }).catch(() => undefined);
}
post({ source: HOST_SOURCE, type: 'ready' });
