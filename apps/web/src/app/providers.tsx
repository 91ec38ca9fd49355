import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@trilha/shared/constants';
import type { ReactNode } from 'react';
import { ApiError } from '../api/client';
import { getSession } from '../api/session';
import { TenantProvider } from '../lib/tenant';
import { ToastProvider } from '../ui/toast';
import { MutationErrorToasts } from './mutation-errors';
import { OfflineToast } from './offline-toast';
import { indexedDbQueryStorage, persistenceKey } from './query-persistence';

/** Answers stay fresh until invalidated (document 3, 9: "query cache never goes stale"); refusals are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: QUERY_STALE_TIME_MS,
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

/** Where the member's answers are kept for offline reading. */
export const offlineQueries = indexedDbQueryStorage();

/** The key of the signed-in member's kept answers on this host, or null when nobody is signed in. */
export function currentPersistenceKey(): string | null {
  const session = getSession();
  return session ? persistenceKey(location.host, session.loginInfo.idUser) : null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <OfflineToast />
        <MutationErrorToasts />
        <TenantProvider>{children}</TenantProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
