import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerServiceEntries } from '../../db/schema';
import {
  csPathKey,
  encodeCsPath,
  type CsPosition,
  type CsType,
} from '@member-app/contract/rules/member-area';
import type { CsEntry } from '@member-app/contract/schemas/member-area';
import { filterByLabel } from '../vip/service';

export async function customerServiceFor(
  db: Db,
  merchant: { code: string; settings: { customerService: string | null } },
  labelId: number | null,
  position?: CsPosition,
): Promise<CsEntry[]> {
  const where = [eq(customerServiceEntries.merchantCode, merchant.code)];
  if (position) where.push(eq(customerServiceEntries.csPosition, position));
  const rows = await db
    .select()
    .from(customerServiceEntries)
    .where(and(...where))
    .orderBy(asc(customerServiceEntries.sortOrder), asc(customerServiceEntries.id));
  const key = csPathKey(randomBytes(8));
  const entries = filterByLabel(rows, labelId).map((r) => ({
    csType: r.csType as CsType,
    csPosition: r.csPosition as CsPosition,
    title: r.title,
    path: encodeCsPath(r.url, key),
    labelIds: r.labelIds,
  }));
  // A merchant without configured entries still has its site-settings address (§3 customerService).
  if (entries.length === 0 && rows.length === 0 && merchant.settings.customerService) {
    entries.push({
      csType: 'LIVECHAT',
      csPosition: position ?? 'CHAT',
      title: 'Customer service',
      path: encodeCsPath(merchant.settings.customerService, key),
      labelIds: [],
    });
  }
  return entries;
}

/** The member's thread, made on first use. */
