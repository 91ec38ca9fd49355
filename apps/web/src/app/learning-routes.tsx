import type { RouteObject } from 'react-router';
import { AppLayout } from './layout';
import { RequireSession } from './require-session';

/** Signed-in pages of the learning platform (idAppType 2), each area loaded on demand. */
export const learningRoutes: RouteObject[] = [
  {
    element: <RequireSession />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }) },
        ],
      },
    ],
  },
];
