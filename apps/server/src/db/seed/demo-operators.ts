import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import type { OperatorRole } from '@member-app/contract/rules/operators';
import type { Db } from '../client';
import { operators } from '../schema';
import { ARGON2_OPTIONS } from '../../lib/passwords';

/** The demo owner operator: every merchant, printed by `npm start` and listed in the README. */
export const DEMO_OPERATORS: readonly {
  username: string;
  password: string;
  role: OperatorRole;
}[] = [{ username: 'owner', password: 'Owner#Demo2026', role: 'owner' }];

/**
 * Seeds the demo operators when their usernames are free (every start; a deployment that already
 * has them, changed or disabled, keeps them as they are).
 */
export async function seedDemoOperators(db: Db): Promise<void> {
  for (const op of DEMO_OPERATORS) {
    const [taken] = await db
      .select({ id: operators.id })
      .from(operators)
      .where(sql`lower(${operators.username}) = lower(${op.username})`);
    if (taken) continue;
    await db
      .insert(operators)
      .values({
        username: op.username,
        passwordHash: await hash(op.password, ARGON2_OPTIONS),
        role: op.role,
        allMerchants: true,
      })
      .onConflictDoNothing();
  }
}
