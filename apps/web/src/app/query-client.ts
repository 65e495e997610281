import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';
import { handleFailedCall } from './error-effects';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { globalErrorHandling?: boolean };
    mutationMeta: { globalErrorHandling?: boolean };
  }
}

/**
 * Server state for the app. What the user sees on a failed call is decided here, in one place,
 * by the error policy of SPEC §8 (STYLE "the client only moves bytes").
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.globalErrorHandling === false) return;
      handleFailedCall(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => {
      if (mutation.meta?.globalErrorHandling === false) return;
      handleFailedCall(error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Only a missing answer is worth another try; a server "no" is final.
      retry: (count, error) =>
        isApiError(error) && (error.kind === 'network' || error.kind === 'timeout') && count < 2,
    },
    mutations: { retry: false },
  },
});

// An installed app opened with no network (its service worker paints the page): the calls wait for
// the network instead of failing one by one, and run by themselves when it returns (§8 offline).
// TanStack Query starts out "online" and only follows the browser's later online/offline events.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
