import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { referralEnabled } from '@member-app/contract/rules/member-area';
import type { ActivityDetail } from '@member-app/contract/schemas/content';
import { useAppNavigate } from '../../../components/app-link';
import { showLogin } from '../../../lib/auth-dialogs';
import { useMemberInfo } from '../../../lib/member-info';
import { toRouterPath } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useSiteSettings } from '../../../lib/site-settings';
import { showAlert } from '../../../lib/overlay-store';
import { useReferralStatus } from '../../../lib/referral-status';
import {
  opensInSameWindow,
  pickDownloadUrl,
  viaRedirectPage,
} from '@member-app/contract/rules/downloads';
import { activityGo, isActivityButtonVisible } from '../rules';
import { isAppOrLite } from './app-context';

/** §2 the activity's go-button, shown per §5 and acting per §2 "Activity go-button actions". */
export function ActivityGoButton({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useAppNavigate();
  const info = useMemberInfo().data;
  const settings = useSiteSettings().data;
  const referral = useReferralStatus().data;
  const loggedIn = !!session?.token;
  // §6 the member type of member info; until it arrives, the session's own (§3 session info type),
  // so that a type 4 member never sees the button flash up.
  const memberType = info ? info.type : loggedIn ? (session?.type ?? null) : null;

  const visible = isActivityButtonVisible(activity.actionType, {
    loggedIn,
    memberType,
    appOrLite: isAppOrLite(),
    // §6 the same referral status and rule as the referral entry: global, and guest/agent/personal.
    referralEnabled: referralEnabled({
      loggedIn,
      memberType: memberType ?? -1,
      globalEnabled: referral?.globalEnabled ?? false,
      personalEnabled: referral?.personalEnabled ?? false,
    }),
    vipBenefitsShown: info?.clubLabel?.type === 'AUTO',
  });
  if (!visible) return null;

  const onClick = () => {
    const go = activityGo(activity.actionType, {
      loggedIn,
      actionValue: activity.actionValue,
      downloadUrl: pickDownloadUrl(settings?.resources ?? [], navigator.userAgent),
    });
    if (go.type === 'navigate') navigate(toRouterPath(go.to));
    else if (go.type === 'login-modal') showLogin(true);
    else if (go.type === 'open') {
      // §5 packages in this window, other pages in a new tab; app downloads go through the §2
      // redirect page, which only leads to the merchant's own hosts.
      const target = activity.actionType === 'APP_DOWNLOAD' ? viaRedirectPage(go.url) : go.url;
      if (opensInSameWindow(go.url)) window.location.assign(target);
      else window.open(target, '_blank', 'noopener');
    } else void showAlert(t('coming_soon_title'), { okLabel: t('confirm') });
  };
  return (
    <button
      type="button"
      className="btn btn--primary activity-go"
      data-action={activity.actionType ?? ''}
      onClick={onClick}
    >
      {activity.buttonText || t('activity_go')} <ArrowRight size={18} aria-hidden="true" />
    </button>
  );
}
