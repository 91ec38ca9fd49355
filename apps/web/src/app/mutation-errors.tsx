import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '../api/error-message';
import { type MessageKey, t } from '../i18n';
import { useToast } from '../ui/toast';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * Show the failure in a toast: `true` shows the server's message (or the generic one), a text key
       * names what to show when the failure carries no message of its own (no connection aside).
       */
      errorToast?: true | MessageKey;
    };
  }
}

type ShowError = (text: string) => void;

/** Calls `show` with the message of every failed mutation that asks for a toast (`meta.errorToast`). */
export function watchMutationErrors(client: QueryClient, show: ShowError): () => void {
  return client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const wanted = event.mutation.meta?.errorToast;
    if (!wanted) return;
    show(errorMessage(event.action.error, wanted === true ? undefined : t(wanted)));
  });
}

/** The one place that tells the member a change failed: mutations opt in with `meta: { errorToast }`. */
export function MutationErrorToasts() {
  const client = useQueryClient();
  const toast = useToast();
  useEffect(() => watchMutationErrors(client, (text) => toast(text, { tone: 'error' })), [client, toast]);
  return null;
}
