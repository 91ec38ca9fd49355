import type { RouteObject } from 'react-router';
import { AppLayout } from './layout';
import { RequireSession } from './require-session';

/** Signed-in pages of the content and engagement app (idAppType 1), each area loaded on demand. */
export const contentRoutes: RouteObject[] = [
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
];
