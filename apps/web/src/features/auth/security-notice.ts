import type { TFunction } from 'i18next';
import type { LoginValue } from '@member-app/contract/schemas/session';
import { openDialog } from '../../lib/overlay-store';

/**
 * The owner's notice of wrong passwords tried on their account since their last login (and that
 * it was locked for a while), told once by the server at this login: a dialog the player closes,
 * which says what to do if it was not them.
 */
export function showSecurityNotice(
  notice: NonNullable<LoginValue['securityNotice']>,
  t: TFunction,
): void {
  const lines = [
    t('security_notice_failed', { attempts: notice.failedAttempts }),
    ...(notice.locked ? [t('security_notice_locked')] : []),
    t('security_notice_advice'),
  ];
  openDialog({
    title: t('security_notice_title'),
    message: lines.join('\n\n'),
    tag: 'security-notice',
    dismissible: true,
    actions: [{ label: t('ok'), variant: 'primary' }],
  });
}
