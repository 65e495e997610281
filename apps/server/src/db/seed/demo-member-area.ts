import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { clubLabels, memberReferrals, members, referralPrograms } from '../schema';
import {
  seedDemoPaymentAccounts,
  seedDemoPaymentSettings,
  seedDemoTransactions,
} from './demo-payments';
import { seedDemoChat, seedDemoCustomerService } from './demo-support';
import { seedDemoRankProgress, seedDemoVipBenefits } from './demo-vip';

const DEMO = 'demo';

/**
 * Seeds the demo merchant's member-area content once: idempotent (does nothing when the demo's
 * referral programme exists) and safe when two instances start together (the first insert is on a
 * primary key inside the transaction; a second instance waits for it and then inserts nothing).
 */
export async function seedDemoMemberArea(db: Db): Promise<void> {
  const present = await db
    .select({ code: referralPrograms.merchantCode })
    .from(referralPrograms)
    .where(eq(referralPrograms.merchantCode, DEMO));
  if (present.length > 0) return;

  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(referralPrograms)
      .values({
        merchantCode: DEMO,
        enabled: true,
        title: 'Invite friends, earn ₱100 each',
        description:
          'Share your link. When a friend signs up and makes a first deposit of ₱500 or more, you both get ₱100.',
        rewardPerFriend: 100,
        currency: 'PHP',
        rules: [
          'Your friend must register with your link or code.',
          'The reward is paid within 24 hours of the qualifying first deposit.',
          'Rewards carry a 1x turnover requirement before withdrawal.',
          'Multiple accounts or self-referrals are not allowed.',
        ],
      })
      .onConflictDoNothing()
      .returning({ code: referralPrograms.merchantCode });
    if (claimed.length === 0) return;

    const labels = await tx
      .select({ id: clubLabels.id, labelName: clubLabels.labelName })
      .from(clubLabels)
      .where(eq(clubLabels.merchantCode, DEMO));
    const labelId = new Map(labels.map((l) => [l.labelName, l.id]));

    await seedDemoVipBenefits(tx, labelId);
    await seedDemoPaymentSettings(tx);
    await seedDemoCustomerService(tx, labelId);

    const demoMembers = await tx
      .select({ id: members.id, userName: members.userName })
      .from(members)
      .where(
        and(
          eq(members.merchantCode, DEMO),
          inArray(members.userName, ['demo_player', 'demo_agent', 'demo_limited', 'demo_secure']),
        ),
      );
    const memberId = new Map(demoMembers.map((m) => [m.userName, m.id]));
    const player = memberId.get('demo_player');
    const agent = memberId.get('demo_agent');
    const secure = memberId.get('demo_secure');
    const now = Date.now();

    await seedDemoRankProgress(tx, player, secure);

    const referrals = [
      ...(player !== undefined
        ? [{ memberId: player, merchantCode: DEMO, referralCode: 'LUCKY7P', personalEnabled: true }]
        : []),
      ...(agent !== undefined
        ? [{ memberId: agent, merchantCode: DEMO, referralCode: 'AGENT01', personalEnabled: false }]
        : []),
    ];
    if (referrals.length) await tx.insert(memberReferrals).values(referrals).onConflictDoNothing();

    if (player === undefined) return;
    await seedDemoPaymentAccounts(tx, player);
    await seedDemoTransactions(tx, player, now);
    await seedDemoChat(tx, player, now);
  });
}
