import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@trilha/shared/constants';
import type { ReactNode } from 'react';
import { ApiError } from '../api/client';
import { ToastProvider } from '../ui/toast';
import { OfflineToast } from './offline-toast';
import { TenantProvider } from './tenant';

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

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <OfflineToast />
        <TenantProvider>{children}</TenantProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
