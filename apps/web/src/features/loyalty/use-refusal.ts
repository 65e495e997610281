import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NOT_LOGIN_MESSAGE, LOGOUT_ERROR_CODES } from '@member-app/contract/call-errors';
import { isApiError } from '../../lib/api-error';
import { showAlert } from '../../lib/overlay-store';
import { refusalKey } from './rules';

/**
 * Shows why a claim or a redemption failed: a known refusal in the player's language, anything else
 * with the server's message (§8 "the server message or 'unknown error'"). A session that expired
 * was already handled by the §8 policy (logout), so it shows nothing here.
 */
export function useShowRefusal() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (
        isApiError(error) &&
        (error.status === 401 ||
          error.message === CUSTOMER_NOT_LOGIN_MESSAGE ||
          (error.code !== null && LOGOUT_ERROR_CODES.includes(error.code)))
      )
        return;
      const key = isApiError(error) ? refusalKey(error.code) : null;
      const message = key
        ? t(key)
        : isApiError(error) && error.kind === 'envelope' && error.message
          ? error.message
          : t('unknown_error');
      void showAlert(message, { title: t('notice'), okLabel: t('confirm') });
    },
    [t],
  );
}
