import type { OperatorRole } from '@member-app/contract/rules/operators';

/** Who is calling under /admin: an operator, or the ADMIN_TOKEN bootstrap owner (id null). */
export interface Actor {
  id: number | null;
  username: string;
  role: OperatorRole;
  allMerchants: boolean;
  merchantCodes: string[];
  mustChangePassword: boolean;
  /** The session's token hash (null for ADMIN_TOKEN). */
  tokenHash: string | null;
}

/** What one write changed, for the audit log. */
export interface AuditRecord {
  action: string;
  merchantCode: string | null;
  targetType: string;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
}
