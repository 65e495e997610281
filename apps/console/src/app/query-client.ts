import { notifications } from '@mantine/notifications';
import { ADMIN_ERROR_CODES } from '@member-app/contract/errors';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { ApiError } from '../lib/api-error';
import { errorMessage } from '../lib/error-message';
import { clearSession } from '../lib/session';

declare module '@tanstack/react-query' {
  interface Register {
    /** handlesErrors: the screen shows the error itself (forms), no toast. */
    mutationMeta: { handlesErrors?: boolean };
  }
}

/**
 * What an operator sees on an error is decided here, once (STYLE): an expired or revoked session
 * ends the console's session (the guard shows the login); a failed write shows a toast unless its
 * screen shows the error itself; queries show their error where their data would be.
 */
export function createQueryClient(): QueryClient {
  const sessionEnded = (error: unknown) =>
    error instanceof ApiError && error.code === ADMIN_ERROR_CODES.OPERATOR_NOT_LOGIN;
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (sessionEnded(error)) clearSession();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (sessionEnded(error)) {
          clearSession();
          return;
        }
        if (mutation.meta?.handlesErrors) return;
        notifications.show({ color: 'red', message: errorMessage(error, i18next.t) });
      },
    }),
    defaultOptions: {
      queries: {
        // 4xx answers do not get better by asking again.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status < 500 && error.status > 0) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
