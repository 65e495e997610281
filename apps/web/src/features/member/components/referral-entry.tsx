import { useTranslation } from 'react-i18next';
import { ChevronRight, Users } from 'lucide-react';
import { useAppNavigate } from '../../../components/app-link';
import { requestChat } from '../../../lib/chat-request';
import { showAlert, showToast } from '../../../lib/overlay-store';
import { useReferralStatus } from '../../../lib/referral-status';
import { useSession } from '../../../lib/session';
import './referral-entry.css';

/** The referral entry (§2 "Referral entry click"), for the member page and the home page. */
export function ReferralEntry() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const session = useSession();
  const status = useReferralStatus();

  // The decision (rules.ts, with the member pages' rules) loads with the first tap: the entry is
  // on home's first screen, where most players never tap it (issue 14).
  const onClick = () =>
    import('../rules').then(
      ({ referralEntryAction }) => {
        const action = referralEntryAction({
          loggedIn: !!session?.token,
          memberType: session?.type ?? -1,
          globalEnabled: status.data?.globalEnabled ?? false,
          personalEnabled: status.data?.personalEnabled ?? false,
        });
        if (action.kind === 'coming-soon')
          void showAlert(t('coming_soon_desc'), {
            title: t('coming_soon_title'),
            okLabel: t('confirm'),
          });
        else if (action.kind === 'navigate') void navigate(action.to);
        // The chat lives in another feature: it takes the request when it is there (composition
        // without imports; the request waits if the chat button has not come in yet).
        else requestChat();
      },
      // Its code did not load (no network, a release that removed the file).
      () => void showToast(t('unknown_error'), 'error'),
    );

  return (
    <button
      type="button"
      className="referral-entry"
      onClick={() => void onClick()}
      disabled={status.isPending}
    >
      <span className="referral-entry__icon" aria-hidden="true">
        <Users size={22} />
      </span>
      <span className="referral-entry__text">
        <span className="referral-entry__title">{t('referral_entry')}</span>
        <span className="referral-entry__hint">{t('referral_entry_hint')}</span>
      </span>
      <ChevronRight size={20} aria-hidden="true" />
    </button>
  );
}
