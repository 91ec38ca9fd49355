import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout';
import { RequireSession } from './require-session';

/** Routes of the web app; each area's pages load on demand. */
export const router = createBrowserRouter([
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
  },
  {
    path: '/redefinir-senha',
    lazy: async () => ({ Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage }),
  },
  {
    element: <RequireSession />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }) },
          {
            path: ':slug/:idSection',
            lazy: async () => ({ Component: (await import('../features/sections/section-page')).SectionPage }),
          },
        ],
      },
    ],
  },
]);
