import { ADMIN_ERROR_CODES } from '@member-app/contract/errors';
import type { TFunction } from 'i18next';
import { ApiError, NETWORK_ERROR } from './api-error';

/**
 * What an operator reads for a failed call: the console's words for the operator API's error codes
 * (packages/contract errors.ts), else the server's own message.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.unknown');
  switch (error.code) {
    case ADMIN_ERROR_CODES.OPERATOR_CREDENTIALS:
      return t('errors.credentials');
    case ADMIN_ERROR_CODES.OPERATOR_TOTP_REQUIRED:
      return t('errors.totp');
    case ADMIN_ERROR_CODES.OPERATOR_DISABLED:
      return t('errors.disabled');
    case ADMIN_ERROR_CODES.OPERATOR_NOT_LOGIN:
      return t('errors.notLoggedIn');
    case ADMIN_ERROR_CODES.FORBIDDEN_ROLE:
    case ADMIN_ERROR_CODES.FORBIDDEN_MERCHANT:
      return t('errors.forbidden');
    case ADMIN_ERROR_CODES.PASSWORD_CHANGE_REQUIRED:
      return t('errors.passwordChange');
    case ADMIN_ERROR_CODES.NOT_FOUND:
      return t('errors.notFound');
    case ADMIN_ERROR_CODES.CONFLICT:
      return t('errors.conflict', { message: error.message });
    case ADMIN_ERROR_CODES.STALE:
      return t('errors.stale');
    case NETWORK_ERROR:
      return t('errors.network');
    default:
      return error.message || t('errors.unknown');
  }
}
