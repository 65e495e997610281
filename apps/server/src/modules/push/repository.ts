import {
  and,
  arrayContains,
  count,
  desc,
  eq,
  inArray,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PushSubscriptionOptions } from '@member-app/contract/schemas/push';
import type { Db } from '../../db/client';
import { pushRegistrations, serverSecrets } from '../../db/schema';

export type PushRegistrationRow = typeof pushRegistrations.$inferSelect;

/** A member keeps at most this many devices; binding one more drops the least recently bound. */
export const MAX_REGISTRATIONS_PER_MEMBER = 10;

const byToken = (merchantCode: string, token: string) =>
  and(eq(pushRegistrations.merchantCode, merchantCode), eq(pushRegistrations.token, token));

export async function findRegistration(db: Db, merchantCode: string, token: string) {
  const [row] = await db.select().from(pushRegistrations).where(byToken(merchantCode, token));
  return row ?? null;
}

/**
 * CSP_fcmBind: the token now belongs to the member (a device shared by two members follows the one
 * who logged in last); a new subscription replaces the stored one. createTime stays the first bind.
 */
export async function bindRegistration(
  db: Db,
  input: {
    merchantCode: string;
    memberId: number;
    token: string;
    subscription: PushSubscriptionOptions | null;
    at: Date;
  },
): Promise<PushRegistrationRow> {
  const s = input.subscription;
  const fields = {
    memberId: input.memberId,
    endpoint: s?.endpoint ?? null,
    p256dh: s?.p256dh ?? null,
    auth: s?.auth ?? null,
    swScope: s?.swScope ?? null,
    vapidKey: s?.vapidKey ?? null,
    updatedAt: input.at,
  };
  const [row] = await db
    .insert(pushRegistrations)
    .values({
      merchantCode: input.merchantCode,
      token: input.token,
      createdAt: input.at,
      ...fields,
    })
    .onConflictDoUpdate({
      target: [pushRegistrations.merchantCode, pushRegistrations.token],
      set: fields,
    })
    .returning();
  const keep = db
    .select({ id: pushRegistrations.id })
    .from(pushRegistrations)
    .where(eq(pushRegistrations.memberId, input.memberId))
    .orderBy(desc(pushRegistrations.updatedAt), desc(pushRegistrations.id))
    .limit(MAX_REGISTRATIONS_PER_MEMBER);
  await db
    .delete(pushRegistrations)
    .where(
      and(eq(pushRegistrations.memberId, input.memberId), notInArray(pushRegistrations.id, keep)),
    );
  return row!;
}

/** CSP_fcmSubscribe: adds the topic once. */
export async function addTopic(
  db: Db,
  id: number,
  topic: string,
  at: Date,
): Promise<PushRegistrationRow> {
  const [row] = await db
    .update(pushRegistrations)
    .set({
      topics: sql`array_append(array_remove(${pushRegistrations.topics}, ${topic}::text), ${topic}::text)`,
      updatedAt: at,
    })
    .where(eq(pushRegistrations.id, id))
    .returning();
  return row!;
}

export async function unbindRegistration(
  db: Db,
  id: number,
  at: Date,
): Promise<PushRegistrationRow> {
  const [row] = await db
    .update(pushRegistrations)
    .set({ memberId: null, updatedAt: at })
    .where(eq(pushRegistrations.id, id))
    .returning();
  return row!;
}

export async function deleteRegistrations(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushRegistrations).where(inArray(pushRegistrations.id, ids));
}

/** The registrations a notification goes to: a topic's, or one member's. */
export async function registrationsFor(
  db: Db,
  merchantCode: string,
  target: { topic?: string | undefined; memberId?: number | undefined },
): Promise<PushRegistrationRow[]> {
  const where: SQL[] = [eq(pushRegistrations.merchantCode, merchantCode)];
  if (target.topic !== undefined)
    where.push(arrayContains(pushRegistrations.topics, [target.topic]));
  if (target.memberId !== undefined) where.push(eq(pushRegistrations.memberId, target.memberId));
  return db
    .select()
    .from(pushRegistrations)
    .where(and(...where))
    .orderBy(pushRegistrations.id);
}

/** A page of a merchant's registrations for the operator, most recently bound first. */
export async function latestRegistrations(
  db: Db,
  merchantCode: string,
  filter: { topic?: string | undefined; memberId?: number | undefined },
  page: { page: number; size: number },
): Promise<{ rows: PushRegistrationRow[]; total: number }> {
  const where: SQL[] = [eq(pushRegistrations.merchantCode, merchantCode)];
  if (filter.memberId !== undefined) where.push(eq(pushRegistrations.memberId, filter.memberId));
  if (filter.topic !== undefined)
    where.push(arrayContains(pushRegistrations.topics, [filter.topic]));
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(pushRegistrations)
    .where(and(...where));
  const rows = await db
    .select()
    .from(pushRegistrations)
    .where(and(...where))
    .orderBy(desc(pushRegistrations.updatedAt), desc(pushRegistrations.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return { rows, total: n };
}

/**
 * A secret made once and shared by every instance (server_secrets, as the other server secrets:
 * insert ... on conflict do nothing, then read what won).
 */
export async function secretOnce(db: Db, name: string, make: () => string): Promise<string | null> {
  await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return row?.value ?? null;
}
