import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityDetail,
  Article,
  Feedback,
  FeedbackInput,
  PromotionCategory,
  ActivitySummary,
} from '@member-app/contract/schemas/content';
import type { ArticleKind } from '@member-app/contract/rules/content';
import { api } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';

const STALE = 60_000;

/** §7 relay PROMOFE_getPromotionAnnouncementCategory. */
export function usePromotionCategories() {
  return useQuery({
    queryKey: ['content', 'categories', currentLanguage()],
    queryFn: () =>
      api.post<{ categories: PromotionCategory[] }>(
        '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
        {},
        { alert: false },
      ),
    staleTime: STALE,
  });
}

export function useActivities() {
  return useQuery({
    queryKey: ['content', 'activities'],
    queryFn: () =>
      api.get<{ list: ActivitySummary[] }>('/wps/content/activities', { alert: false }),
    staleTime: STALE,
  });
}

export function useActivity(id: number | null) {
  return useQuery({
    queryKey: ['content', 'activity', id],
    queryFn: () => api.get<ActivityDetail>(`/wps/content/activities/${id}`, { alert: false }),
    enabled: id !== null,
    staleTime: STALE,
    retry: false,
  });
}

export function useArticles(kind: ArticleKind) {
  return useQuery({
    queryKey: ['content', 'articles', kind],
    queryFn: () =>
      api.get<{ list: Article[] }>('/wps/content/articles', { query: { kind }, alert: false }),
    staleTime: STALE,
  });
}

export function useMyFeedback() {
  const session = useSession();
  return useQuery({
    queryKey: ['content', 'feedback', session?.token ?? null],
    queryFn: () => api.get<{ list: Feedback[] }>('/wps/content/feedback'),
    enabled: !!session?.token,
  });
}

export function useSendFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackInput) => api.post<Feedback>('/wps/content/feedback', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['content', 'feedback'] }),
  });
}
