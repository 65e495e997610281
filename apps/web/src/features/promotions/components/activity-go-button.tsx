import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import type { ActivityDetail } from '@member-app/contract/schemas/content';
import { useAppNavigate } from '../../../components/app-link';
import { showLogin } from '../../../lib/auth-dialogs';
import { useMemberInfo } from '../../../lib/member-info';
import { toRouterPath } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useSiteSettings } from '../../../lib/site-settings';
import { showAlert } from '../../../lib/overlay-store';
import { usePromotionByKey } from '../api/content';
import { activityGo, isActivityButtonVisible, opensInSameWindow, pickDownloadUrl } from '../rules';
import { isAppOrLite } from './app-context';

/** §2 the activity's go-button, shown per §5 and acting per §2 "Activity go-button actions". */
export function ActivityGoButton({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useAppNavigate();
  const info = useMemberInfo().data;
  const settings = useSiteSettings().data;
  const referral = usePromotionByKey('REFERRAL').data;
  const loggedIn = !!session?.token;

  const visible = isActivityButtonVisible(activity.actionType, {
    loggedIn,
    memberType: info ? info.type : null,
    appOrLite: isAppOrLite(),
    referralEnabled: referral?.enabled ?? false,
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
      if (opensInSameWindow(go.url)) window.location.assign(go.url);
      else window.open(go.url, '_blank', 'noopener');
    } else void showAlert(t('coming_soon_title'), { okLabel: t('confirm') });
  };
  return (
    <button type="button" className="btn btn--primary activity-go" data-action={activity.actionType ?? ''} onClick={onClick}>
      {activity.buttonText || t('activity_go')} <ArrowRight size={18} aria-hidden="true" />
    </button>
  );
}
