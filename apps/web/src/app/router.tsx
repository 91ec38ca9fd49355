import type { AppType } from '@trilha/shared/api/tenant';
import { createBrowserRouter, type RouteObject } from 'react-router';
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
    path: '/registro',
    lazy: async () => {
      const { ResetPasswordPage } = await import('../features/auth/reset-password-page');
      return { Component: () => <ResetPasswordPage isRegistration /> };
    },
  },
];

/** The router of the app this host opens: the content app (type 1) or the learning platform (type 2). */
export function createAppRouter(appType: AppType) {
  return createBrowserRouter([
    { element: <AppRoot />, children: [...publicRoutes, ...(appType === 2 ? learningRoutes : contentRoutes)] },
  ]);
}
