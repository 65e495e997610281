import { hasRight, type OperatorRight } from '@member-app/contract/rules/operators';
import { useParams } from 'react-router';
import { useContentList } from '../features/content/api/list-content';
import { useMerchant } from '../features/settings/api/get-merchant';
import { useSession } from '../lib/session';

/** The merchant's VIP labels (id and name), for the member screens. */
export function useVipLabels(): { id: number; name: string }[] {
  const { code = '' } = useParams();
  const labels = useContentList(code, 'vip-labels', { page: 1, size: 100 });
  return (labels.data?.items ?? []).map((item) => ({
    id: item.id,
    name: typeof item.labelName === 'string' ? item.labelName : String(item.id),
  }));
}

/** Whether the operator's role has a right (a screen shows or hides its writes with it). */
export function useWriteRight(right: OperatorRight): boolean {
  const session = useSession();
  return !!session && hasRight(session.operator.role, right);
}

/** Where the dashboard's figures lead, for the screens the operator's role has. */
export function useDashboardLinks() {
  const session = useSession();
  const role = session?.operator.role;
  const can = (right: OperatorRight) => !!role && hasRight(role, right);
  return (code: string) => {
    const base = `/merchants/${encodeURIComponent(code)}`;
    return {
      maintenance: can('merchants.manage') ? `${base}/settings/maintenance` : null,
      chats: can('chat.write') ? `${base}/chats` : null,
      members: can('members.read') ? `${base}/members` : null,
    };
  };
}

/** The currency of the merchant's default country (a new settings document starts in it). */
export function useMerchantCurrency(): string | undefined {
  const { code = '' } = useParams();
  const settings = useMerchant(code).data?.settings;
  return settings?.countries.find((c) => c.code === settings.defaultCountry)?.currency;
}
