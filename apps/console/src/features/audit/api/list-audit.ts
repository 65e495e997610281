import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditEntrySchema, paged, type AuditQuery } from '@member-app/contract/schemas/admin';
import { apiGet } from '../../../lib/api-client';

export type AuditFilter = Partial<Omit<AuditQuery, 'page' | 'size'>> & { page: number };

/** Every write under /admin, newest first, filtered. */
export async function listAudit(filter: AuditFilter) {
  return apiGet('/admin/audit', {
    query: { size: 50, ...filter },
    schema: paged(auditEntrySchema),
  });
}

export function useAudit(filter: AuditFilter) {
  return useQuery({
    queryKey: ['audit', filter],
    queryFn: () => listAudit(filter),
    placeholderData: keepPreviousData,
  });
}
