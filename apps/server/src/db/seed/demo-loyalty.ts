import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { memberPoints, members, missions, pointLedger } from '../schema';

const DEMO = 'demo';

/** The demo merchant's missions: what logins, game launches and deposits earn. */
const MISSIONS = [
  ['DAILY_LOGIN', 'Log in today', 'Open the app and log in.', 'LOGIN', 1, 10, 'DAILY'],
  ['DAILY_GAMES', 'Play 3 games', 'Launch any 3 games today.', 'GAME_LAUNCH', 3, 30, 'DAILY'],
  [
    'WEEKLY_DEPOSITS',
    'Deposit 3 times this week',
    'Three successful deposits between Monday and Sunday.',
    'DEPOSIT',
    3,
    150,
    'WEEKLY',
  ],
  [
    'DEPOSITS_30',
    'Make 30 deposits',
    'Thirty successful deposits in all.',
    'DEPOSIT',
    30,
    300,
    'ONCE',
  ],
  ['GAMES_50', 'Play 50 games', 'Launch 50 games in all.', 'GAME_LAUNCH', 50, 500, 'ONCE'],
] as const;

/** Points the demo player starts with, so the point market can be tried at once. */
const WELCOME_POINTS = 2_500;

/** Missions of the demo merchant and the demo player's welcome points; idempotent. */
export async function seedDemoLoyalty(db: Db): Promise<void> {
  await db
    .insert(missions)
    .values(
      MISSIONS.map(([key, title, description, event, target, points, cycle], i) => ({
        merchantCode: DEMO,
        key,
        title,
        description,
        event,
        target,
        points,
        cycle,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();

  const [player] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantCode, DEMO), eq(members.userName, 'demo_player')));
  if (!player) return;
  await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(memberPoints)
      .values({ memberId: player.id, merchantCode: DEMO, balance: WELCOME_POINTS })
      .onConflictDoNothing()
      .returning({ memberId: memberPoints.memberId });
    if (!made) return;
    await tx.insert(pointLedger).values({
      merchantCode: DEMO,
      memberId: player.id,
      delta: WELCOME_POINTS,
      kind: 'REWARD',
      title: 'Welcome points',
    });
  });
}
