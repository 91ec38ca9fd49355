import { onlineManager } from '@tanstack/react-query';
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles.css';
import { startOutbox } from './api/outbox';
import { afterFirstScreen, preloadFirstScreen } from './app/first-screen';
import { currentPersistenceKey, offlineQueries, Providers, queryClient } from './app/providers';
import { persistQueries, restoreQueries } from './app/query-persistence';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { captureInstallPrompt } from './features/install/install-events';
import { useTenant } from './lib/tenant';

/** The router is made once the app's type is known. */
function AppRouter() {
  const { idAppType } = useTenant();
  const router = useMemo(() => createAppRouter(idAppType), [idAppType]);
  return <RouterProvider router={router} />;
}

captureInstallPrompt();
// The service worker's install fetches the whole shell: it waits until the first screen has loaded.
if (import.meta.env.PROD) afterFirstScreen(registerServiceWorker, { whenIdle: false });

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

/** Puts back what the member saw last time when offline, then renders and keeps saving it. */
async function start(element: HTMLElement) {
  // TanStack Query counts the device as online until an 'offline' event; a page opened offline knows better.
  onlineManager.setOnline(navigator.onLine);
  // What the member saw before is put back only when the app starts without a network: online, every screen
  // asks the server afresh, so none decides on an older copy (a resume point, a status).
  const key = currentPersistenceKey();
  if (key && !navigator.onLine) await restoreQueries(queryClient, offlineQueries, key);
  persistQueries(queryClient, offlineQueries, currentPersistenceKey);
  preloadFirstScreen(queryClient);
  startOutbox();
  afterFirstScreen(() => {
    // The list of kept files is read once the module arrives: it is not needed for the first screen.
    void import('./lib/offline/kept-files').then(({ keptFiles }) => keptFiles.refresh());
    // Evaluation answers kept on the device by an earlier visit are sent from whatever page opens now.
    void import('./features/evaluations/use-answer-sync').then((sync) => sync.startAnswerSync());
  });
  createRoot(element).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
}

void start(root);
