import type { AppType } from '@trilha/shared/api/tenant';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { RouteErrorScreen, withCodeFailureScreens } from '../ui/error-screen';
import { AppRoot } from './app-root';
import { contentRoutes } from './content-routes';
import { learningRoutes } from './learning-routes';

/** Pages open without a session, the same in both kinds of app. */
const publicRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
  },
  {
    path: '/redefinir-senha',
    lazy: async () => ({ Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage }),
  },
  {
    path: '/landing-page',
    lazy: async () => ({ Component: (await import('../features/landing/landing-page')).LandingPage }),
  },
  {
    path: '/activate-user',
    lazy: async () => ({ Component: (await import('../features/activation/activate-user-page')).ActivateUserPage }),
  },
  {
    path: '/certificate-authenticity/:authenticityID',
    lazy: async () => ({
      Component: (await import('../features/journey/certificate-authenticity-page')).CertificateAuthenticityPage,
    }),
  },
  {
    path: '/registro',
    lazy: async () => {
      const { ResetPasswordPage } = await import('../features/auth/reset-password-page');
      return { Component: () => <ResetPasswordPage isRegistration /> };
    },
  },
];

/** The id of the root route, where the console's routes are patched in. */
const ROOT_ROUTE_ID = 'root';

/**
 * The addresses of the console's routes (`console-routes.tsx`): '/admin' and below, and the SAML test's
 * '/teste-saml', in any letter case, as the router matches them.
 */
const CONSOLE_PATH = /^\/(admin(\/|$)|teste-saml\/?$)/i;

/**
 * Patches the console's routes into the root when one of its addresses is opened (a deep link, a link from
 * inside the app, a fetcher), so the entry holds neither its route table nor its chunks' names. The router
 * asks on every address it matches only partly or through a parameter; patching again adds nothing.
 */
export const discoverConsoleRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!CONSOLE_PATH.test(path)) return;
  const { consoleRoutes } = await import('./console-routes');
  patch(ROOT_ROUTE_ID, withCodeFailureScreens(consoleRoutes));
};

/** The route tree a member's first screen needs: the public pages and the app's own (content or learning). */
export function appRoutes(appType: AppType): RouteObject[] {
  return withCodeFailureScreens([
    {
      id: ROOT_ROUTE_ID,
      element: <AppRoot />,
      errorElement: <RouteErrorScreen />,
      children: [...publicRoutes, ...(appType === 2 ? learningRoutes : contentRoutes)],
    },
  ]);
}

/**
 * The router of the app this host opens: the content app (type 1) or the learning platform (type 2), with
 * the console found when it is opened.
 */
export function createAppRouter(appType: AppType) {
  return createBrowserRouter(appRoutes(appType), { patchRoutesOnNavigation: discoverConsoleRoutes });
}
