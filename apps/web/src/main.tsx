import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles.css';
import { startOutbox } from './api/outbox';
import { currentPersistenceKey, offlineQueries, Providers, queryClient } from './app/providers';
import { persistQueries, restoreQueries } from './app/query-persistence';
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

/** Puts back what the member saw last time (readable offline), then renders and keeps saving it. */
async function start(element: HTMLElement) {
  const key = currentPersistenceKey();
  if (key) await restoreQueries(queryClient, offlineQueries, key);
  persistQueries(queryClient, offlineQueries, currentPersistenceKey);
  startOutbox();
  createRoot(element).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
}

void start(root);
