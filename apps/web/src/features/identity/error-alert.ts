import type { TFunction } from 'i18next';
import { showAlert } from '../../lib/overlay-store';
import { describeIdentityError } from './rules';

/** §8 "translated message plus 'Code: {code}' and 'Reason: {message}'", or null when it is ignored. */
export function identityErrorText(error: unknown, t: TFunction): string | null {
  const e =
    error && typeof error === 'object' ? (error as { code?: unknown; message?: unknown }) : {};
  const view = describeIdentityError({
    code: typeof e.code === 'string' ? e.code : null,
    message: typeof e.message === 'string' ? e.message : null,
  });
  if (!view.show) return null;
  return [
    t(view.key),
    t('identity_error_code', { code: view.code }),
    t('identity_error_reason', { message: view.reason }),
  ].join('\n');
}

/**
 * Shows a provider's error as the §8 catalogue says (nothing for a cancelled popup request). The
 * caller's `t` (i18next's own module is kept out of these chunks' imports: the first load shares it).
 */
export async function alertIdentityError(error: unknown, t: TFunction): Promise<void> {
  const text = identityErrorText(error, t);
  if (!text) return;
  await showAlert(text, { title: t('identity_error_title'), okLabel: t('confirm') });
}
