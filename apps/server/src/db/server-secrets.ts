import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { serverSecrets } from './schema';

/**
 * A secret made once and shared by every instance through the database: the first instance to ask
 * inserts it, every other one reads that row (insert ... on conflict do nothing, then select).
 */
export async function sharedSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} is missing`);
  return row.value;
}

/** sharedSecret made once per process and kept; a failed read is tried again on the next call. */
export function sharedSecretOnce(db: Db, name: string): () => Promise<string> {
  let value: Promise<string> | undefined;
  return () =>
    (value ??= sharedSecret(db, name).catch((error: unknown) => {
      value = undefined;
      throw error;
    }));
}
