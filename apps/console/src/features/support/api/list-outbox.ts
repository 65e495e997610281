import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paged } from '@member-app/contract/schemas/admin';
import { outboxItemSchema, type MerchantOutboxQuery } from '@member-app/contract/schemas/outbox';
import { apiGet } from '../../../lib/api-client';

export type OutboxFilter = Omit<MerchantOutboxQuery, 'size'> & { page: number };

export const OUTBOX_PAGE_SIZE = 50;

/** A page of the merchant's SMS and email outbox, newest first. */
export async function listOutbox(code: string, filter: OutboxFilter) {
  return apiGet(`/admin/merchants/${encodeURIComponent(code)}/outbox`, {
    query: { size: OUTBOX_PAGE_SIZE, ...filter },
    schema: paged(outboxItemSchema),
  });
}

export function useOutbox(code: string, filter: OutboxFilter) {
  return useQuery({
    queryKey: ['outbox', code, filter],
    queryFn: () => listOutbox(code, filter),
    placeholderData: keepPreviousData,
  });
}
