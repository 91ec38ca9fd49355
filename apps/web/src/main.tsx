import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles.css';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { useTenant } from './app/tenant';
import { captureInstallPrompt } from './features/install/install-events';

/** The router is made once the app's type is known. */
function AppRouter() {
  const { idAppType } = useTenant();
  const router = useMemo(() => createAppRouter(idAppType), [idAppType]);
  return <RouterProvider router={router} />;
}

captureInstallPrompt();
if (import.meta.env.PROD) registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
