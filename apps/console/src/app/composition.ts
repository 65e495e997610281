import { hasRight, type OperatorRight } from '@member-app/contract/rules/operators';
import { useParams } from 'react-router';
import { useContentList } from '../features/content/api/list-content';
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
