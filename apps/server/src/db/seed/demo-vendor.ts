import { and, eq, isNull, not } from 'drizzle-orm';
import type { Db } from '../client';
import { members, vendorWallets } from '../schema';
import { MEMBER_START_BALANCE, memberWalletId } from '../../domain/demo-vendor';

/**
 * Seeds the demo vendor's wallets of the demo merchant's members once (idempotent: only when no
 * wallet exists for merchant 'demo'; `onConflictDoNothing` keeps two instances starting at once safe).
 * Draws need no seed: they are made lazily when read.
 */
export async function seedDemoVendor(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: vendorWallets.id })
    .from(vendorWallets)
    .where(and(eq(vendorWallets.merchantCode, 'demo'), not(isNull(vendorWallets.memberId))))
    .limit(1);
  if (existing) return;
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.merchantCode, 'demo'));
  if (!rows.length) return;
  await db
    .insert(vendorWallets)
    .values(
      rows.map((m) => ({
        id: memberWalletId('demo', m.id),
        merchantCode: 'demo',
        memberId: m.id,
        balance: MEMBER_START_BALANCE,
      })),
    )
    .onConflictDoNothing();
}
