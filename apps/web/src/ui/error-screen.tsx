import { useEffect } from 'react';
import { isRouteErrorResponse, Link, type RouteObject, useRouteError } from 'react-router';
import { ApiError } from '../api/client';
import { useGoBack } from '../hooks/go-back';
import { useTranslation } from '../i18n';
import { Button } from './button';

/** The failures a member can meet: an unknown address or id, a page of a group they are not in, anything else. */
export type ErrorKind = 'notFound' | 'restricted' | 'unexpected';

/** Which screen a failure shows: 404 is not found, 403 restricted, the rest unexpected. */
export function errorKindOf(error: unknown): ErrorKind {
  const status = isRouteErrorResponse(error) ? error.status : error instanceof ApiError ? error.status : undefined;
  if (status === 404) return 'notFound';
  if (status === 403) return 'restricted';
  return 'unexpected';
}

/**
 * The product's own screen for a failure (spec 3, 2.1 and 8): 'PÁGINA NÃO ENCONTRADA.', 'Acesso restrito'
 * or 'Um problema inesperado ocorreu.', always with a way back: to the previous page of the app, or to
 * `backTo` (the home unless told) when the page was opened directly.
 */
export function ErrorScreen({
  kind,
  message,
  backTo = '/',
  onRetry,
}: {
  kind: ErrorKind;
  /** The server's Portuguese reason, shown under the title when it says more than the title. */
  message?: string | undefined;
  backTo?: string;
  onRetry?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const title =
    kind === 'notFound'
      ? t('errors.notFound')
      : kind === 'restricted'
        ? t('errors.restricted')
        : t('errors.unexpected');
  const hint =
    message ??
    (kind === 'notFound'
      ? t('errors.notFoundHint')
      : kind === 'restricted'
        ? t('errors.restrictedHint')
        : t('errors.unexpectedHint'));
  return (
    <section
      aria-labelledby="error-screen-title"
      data-error-screen={kind}
      className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <h1 id="error-screen-title" className="text-2xl font-bold text-ink">
        {title}
      </h1>
      <p className="text-muted">{hint}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {kind === 'unexpected' && onRetry ? <Button onClick={onRetry}>{t('errors.retry')}</Button> : null}
        <Button variant="secondary" onClick={() => goBack(backTo)}>
          {t('errors.back')}
        </Button>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand hover:brightness-110"
        >
          {t('errors.home')}
        </Link>
      </div>
    </section>
  );
}

/**
 * The `errorElement` of the routes: a page that failed to load its code or threw while drawing shows the
 * product's screen inside the shell instead of the router's developer page.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const kind = errorKindOf(error);
  useEffect(() => {
    if (kind === 'unexpected') console.error(error);
  }, [error, kind]);
  return <ErrorScreen kind={kind} onRetry={kind === 'unexpected' ? () => window.location.reload() : undefined} />;
}

/**
 * Gives every page of a layout the product's error screen (kept where a page declares its own), so a
 * failure shows inside the shell, with its header and menu, instead of the router's developer page.
 */
export function withErrorScreen(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({ errorElement: <RouteErrorScreen />, ...route }) as RouteObject);
}

/** The screen of a page whose code did not arrive: 'Tentar novamente' loads the app again. */
function CodeNotLoadedScreen() {
  return <ErrorScreen kind="unexpected" onRetry={() => window.location.reload()} />;
}

/**
 * Every route whose code loads on demand, at any depth, shows the error screen in its place when that code
 * fails to arrive (a deploy replaced it, the network dropped it). Rejected, the load would leave a page
 * opened from a link blank: the router never finishes its first navigation when a page's code fails during it.
 */
export function withCodeFailureScreens(routes: RouteObject[]): RouteObject[] {
  return routes.map(
    (route) =>
      ({
        ...route,
        ...(typeof route.lazy === 'function' ? { lazy: screenOnFailure(route.lazy) } : {}),
        ...(route.children ? { children: withCodeFailureScreens(route.children) } : {}),
      }) as RouteObject,
  );
}

function screenOnFailure<T>(load: () => Promise<T>): () => Promise<T | { Component: () => React.ReactNode }> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      console.error(error);
      return { Component: CodeNotLoadedScreen };
    }
  };
}
