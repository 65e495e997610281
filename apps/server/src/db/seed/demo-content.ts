import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { contentBanners, contentFeedback, members } from '../schema';
import { seedDemoActivities } from './demo-activities';
import { seedDemoAnnouncements, seedDemoBanners } from './demo-home-content';
import {
  seedDemoArticles,
  seedDemoLeaderboards,
  seedDemoMall,
  seedDemoPromotions,
} from './demo-pages';

const DEMO = 'demo';
const DAY = 86_400_000;

/** Seeds the demo merchant's content once (idempotent; safe when two instances start at once). */
export async function seedDemoContent(db: Db): Promise<void> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contentBanners)
    .where(eq(contentBanners.merchantCode, DEMO));
  if ((existing?.n ?? 0) > 0) return;

  const now = Date.now();
  const activities = await seedDemoActivities(db, now);
  const insertedBanners = await seedDemoBanners(db, activities);
  await seedDemoAnnouncements(db, now, activities);
  await seedDemoPromotions(db);
  await seedDemoArticles(db, now);
  await seedDemoMall(db);
  await seedDemoLeaderboards(db);

  // One answered feedback of the demo player, so the page shows what a reply looks like; only the
  // instance whose banners went in writes it (feedback has no natural unique key).
  if (insertedBanners === 0) return;
  const [player] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantCode, DEMO), inArray(members.userName, ['demo_player'])));
  if (player) {
    await db.insert(contentFeedback).values({
      merchantCode: DEMO,
      memberId: player.id,
      category: 'SUGGESTION',
      content: 'Please add more Vietnam Lotto draw times in the evening.',
      status: 'REPLIED',
      reply: 'Thanks! Evening draws now run every 5 minutes until midnight.',
      createdAt: new Date(now - 3 * DAY),
    });
  }
}
