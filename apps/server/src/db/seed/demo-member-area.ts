import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import {
  chatMessages,
  chatThreads,
  clubLabelBenefits,
  clubLabels,
  customerServiceEntries,
  memberPaymentAccounts,
  memberRankProgress,
  memberReferrals,
  members,
  memberTransactions,
  merchantPaymentSettings,
  referralPrograms,
  type DepositSettingsRow,
  type RankCondition,
  type WithdrawSettingsRow,
} from '../schema';

const DEMO = 'demo';
const ICON = (name: string) => `/static/demo/member-area/${name}.svg`;

export const DEMO_DEPOSIT_SETTINGS: DepositSettingsRow = {
  currency: 'PHP',
  minAmount: 100,
  maxAmount: 50_000,
  dailyLimit: 200_000,
  quickAmounts: [100, 300, 500, 1000, 3000, 5000],
  channels: [
    {
      code: 'GCASH',
      name: 'GCash',
      type: 'EWALLET',
      minAmount: 100,
      maxAmount: 50_000,
      feeRate: 0,
    },
    { code: 'MAYA', name: 'Maya', type: 'EWALLET', minAmount: 100, maxAmount: 30_000, feeRate: 0 },
    {
      code: 'INSTAPAY',
      name: 'InstaPay bank transfer',
      type: 'BANK',
      minAmount: 500,
      maxAmount: 50_000,
      feeRate: 0,
    },
    {
      code: 'USDT_TRC20',
      name: 'USDT (TRC20)',
      type: 'CRYPTO',
      minAmount: 1000,
      maxAmount: 50_000,
      feeRate: 0.01,
    },
  ],
};
export const DEMO_WITHDRAW_SETTINGS: WithdrawSettingsRow = {
  currency: 'PHP',
  minAmount: 200,
  maxAmount: 100_000,
  dailyCountLimit: 5,
  maxAccountsPerKind: 3,
};

/** Benefits per AUTO label (§3 "AUTO shows VIP benefits"); English and Chinese. */
const BENEFITS: Record<string, [string, string, string, string, string][]> = {
  Bronze: [
    [
      'Daily rebate 0.3%',
      '每日返水 0.3%',
      'Cashback on every valid bet, paid daily.',
      '每笔有效投注返水，每日派发。',
      'rebate',
    ],
    [
      'Birthday gift ₱88',
      '生日礼金 ₱88',
      'A gift in your birthday month.',
      '生日月份赠送礼金。',
      'gift',
    ],
  ],
  Silver: [
    [
      'Daily rebate 0.5%',
      '每日返水 0.5%',
      'Cashback on every valid bet, paid daily.',
      '每笔有效投注返水，每日派发。',
      'rebate',
    ],
    [
      'Birthday gift ₱288',
      '生日礼金 ₱288',
      'A gift in your birthday month.',
      '生日月份赠送礼金。',
      'gift',
    ],
    [
      'Upgrade bonus ₱188',
      '晋级礼金 ₱188',
      'Paid once when you reach Silver.',
      '晋级白银时一次性派发。',
      'upgrade',
    ],
  ],
  Gold: [
    [
      'Daily rebate 0.8%',
      '每日返水 0.8%',
      'Cashback on every valid bet, paid daily.',
      '每笔有效投注返水，每日派发。',
      'rebate',
    ],
    [
      'Birthday gift ₱888',
      '生日礼金 ₱888',
      'A gift in your birthday month.',
      '生日月份赠送礼金。',
      'gift',
    ],
    [
      '5 withdrawals a day',
      '每日提款 5 次',
      'Higher daily withdrawal count and limits.',
      '更高的每日提款次数与额度。',
      'withdraw',
    ],
    [
      'Upgrade bonus ₱588',
      '晋级礼金 ₱588',
      'Paid once when you reach Gold.',
      '晋级黄金时一次性派发。',
      'upgrade',
    ],
  ],
  Platinum: [
    [
      'Daily rebate 1.0%',
      '每日返水 1.0%',
      'Cashback on every valid bet, paid daily.',
      '每笔有效投注返水，每日派发。',
      'rebate',
    ],
    [
      'Birthday gift ₱1,888',
      '生日礼金 ₱1,888',
      'A gift in your birthday month.',
      '生日月份赠送礼金。',
      'gift',
    ],
    [
      'Priority withdrawals',
      '优先提款',
      'Your withdrawals are processed first.',
      '提款优先处理。',
      'withdraw',
    ],
    ['VIP host', '专属客服', 'A personal host on the VIP line.', 'VIP 专线专属客服。', 'manager'],
  ],
  Diamond: [
    [
      'Daily rebate 1.2%',
      '每日返水 1.2%',
      'Cashback on every valid bet, paid daily.',
      '每笔有效投注返水，每日派发。',
      'rebate',
    ],
    [
      'Birthday gift ₱5,888',
      '生日礼金 ₱5,888',
      'A gift in your birthday month.',
      '生日月份赠送礼金。',
      'gift',
    ],
    [
      'Unlimited withdrawals',
      '无限次提款',
      'No daily withdrawal count.',
      '不限每日提款次数。',
      'withdraw',
    ],
    [
      'Dedicated account manager',
      '专属客户经理',
      'One manager for all your requests, 24/7.',
      '全天候专属客户经理。',
      'manager',
    ],
  ],
};

const GOLD_PROGRESS: RankCondition[] = [
  { name: 'Deposits this quarter (PHP)', current: 85_000, target: 100_000 },
  { name: 'Valid bets this quarter (PHP)', current: 420_000, target: 300_000 },
  { name: 'Active days', current: 18, target: 20 },
  { name: 'Successful deposits', current: 24, target: 20 },
];
const SILVER_PROGRESS: RankCondition[] = [
  { name: 'Deposits this quarter (PHP)', current: 32_000, target: 30_000 },
  { name: 'Valid bets this quarter (PHP)', current: 61_000, target: 100_000 },
  { name: 'Active days', current: 9, target: 12 },
];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

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

    const benefitRows = Object.entries(BENEFITS).flatMap(([label, items]) => {
      const id = labelId.get(label);
      if (id === undefined) return [];
      return items.map(([title, titleCn, description, descriptionCn, icon], i) => ({
        merchantCode: DEMO,
        labelId: id,
        title,
        titleCn,
        description,
        descriptionCn,
        icon: ICON(icon),
        sortOrder: i,
      }));
    });
    if (benefitRows.length)
      await tx.insert(clubLabelBenefits).values(benefitRows).onConflictDoNothing();

    await tx
      .insert(merchantPaymentSettings)
      .values({
        merchantCode: DEMO,
        deposit: DEMO_DEPOSIT_SETTINGS,
        withdraw: DEMO_WITHDRAW_SETTINGS,
      })
      .onConflictDoNothing();

    const goldIds = ['Gold', 'Platinum', 'Diamond']
      .map((n) => labelId.get(n))
      .filter((n) => n !== undefined);
    const gold = labelId.get('Gold');
    await tx
      .insert(customerServiceEntries)
      .values([
        {
          merchantCode: DEMO,
          csType: 'COMM100',
          csPosition: 'CHAT',
          title: 'Customer service 24/7',
          url: 'https://chat.luckystar.test/comm100/standard',
          sortOrder: 1,
        },
        {
          merchantCode: DEMO,
          csType: 'AICAN',
          csPosition: 'CHAT',
          title: 'AI assistant',
          url: 'https://ai.luckystar.test/assistant',
          sortOrder: 2,
        },
        {
          merchantCode: DEMO,
          csType: 'MIDUOKE',
          csPosition: 'CHAT',
          title: 'Deposit & withdrawal help',
          url: 'https://miduoke.luckystar.test/payments',
          sortOrder: 3,
        },
        {
          merchantCode: DEMO,
          csType: 'COMM100',
          csPosition: 'DOMAIN',
          title: 'Customer service',
          url: 'https://chat.luckystar.test/comm100/standard',
          sortOrder: 1,
        },
        {
          merchantCode: DEMO,
          csType: 'COMM100VIP',
          csPosition: 'CHAT',
          title: 'VIP host line',
          url: 'https://chat.luckystar.test/comm100/vip',
          labelIds: goldIds,
          sortOrder: 1,
        },
        ...(gold !== undefined
          ? [
              {
                merchantCode: DEMO,
                csType: 'LIVECHAT',
                csPosition: 'CHAT',
                title: 'Gold lounge live chat',
                url: 'https://livechat.luckystar.test/gold',
                labelIds: [gold],
                sortOrder: 2,
              },
            ]
          : []),
        {
          merchantCode: DEMO,
          csType: 'COMM100VIP',
          csPosition: 'DOMAIN',
          title: 'VIP customer service',
          url: 'https://chat.luckystar.test/comm100/vip',
          labelIds: goldIds,
          sortOrder: 1,
        },
      ])
      .onConflictDoNothing();

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

    const progress = [
      ...(player !== undefined
        ? [{ memberId: player, merchantCode: DEMO, conditions: GOLD_PROGRESS }]
        : []),
      ...(secure !== undefined
        ? [{ memberId: secure, merchantCode: DEMO, conditions: SILVER_PROGRESS }]
        : []),
    ];
    if (progress.length) await tx.insert(memberRankProgress).values(progress).onConflictDoNothing();

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
    await tx
      .insert(memberPaymentAccounts)
      .values([
        {
          merchantCode: DEMO,
          memberId: player,
          kind: 'BANK_CARD',
          provider: 'BDO Unibank',
          holderName: 'Juan Dela Cruz',
          maskedNumber: '**** 4821',
        },
        {
          merchantCode: DEMO,
          memberId: player,
          kind: 'BANK_CARD',
          provider: 'BPI',
          holderName: 'Juan Dela Cruz',
          maskedNumber: '**** 0937',
        },
        {
          merchantCode: DEMO,
          memberId: player,
          kind: 'E_WALLET',
          provider: 'GCash',
          holderName: 'Juan Dela Cruz',
          maskedNumber: '0917 *** 0001',
        },
        {
          merchantCode: DEMO,
          memberId: player,
          kind: 'VIRTUAL_WALLET',
          provider: 'USDT (TRC20)',
          holderName: 'Juan Dela Cruz',
          maskedNumber: 'TQ7x…9fKp',
        },
      ])
      .onConflictDoNothing();

    const amounts = [500, 1000, 300, 2000, 5000, 1500, 800, 3000];
    const tx24 = Array.from({ length: 24 }, (_, i) => ({
      merchantCode: DEMO,
      memberId: player,
      kind: 'DEPOSIT' as const,
      status: 'SUCCESS' as const,
      amount: amounts[i % amounts.length]!,
      reference: `D-DEMO-${String(i + 1).padStart(4, '0')}`,
      createdAt: new Date(now - (60 - i * 2) * DAY),
    }));
    const others = [
      {
        kind: 'DEPOSIT' as const,
        status: 'PENDING' as const,
        amount: 1000,
        reference: 'D-DEMO-0025',
      },
      {
        kind: 'DEPOSIT' as const,
        status: 'FAILED' as const,
        amount: 2000,
        reference: 'D-DEMO-0026',
      },
      ...Array.from({ length: 7 }, (_, i) => ({
        kind: 'WITHDRAW' as const,
        status: 'SUCCESS' as const,
        amount: [1200, 3500, 800, 10_000, 2500, 1800, 4200][i]!,
        reference: `W-DEMO-${String(i + 1).padStart(4, '0')}`,
      })),
      {
        kind: 'WITHDRAW' as const,
        status: 'PENDING' as const,
        amount: 1500,
        reference: 'W-DEMO-0008',
      },
    ].map((t, i) => ({
      ...t,
      merchantCode: DEMO,
      memberId: player,
      createdAt: new Date(now - (20 - i) * DAY),
    }));
    await tx
      .insert(memberTransactions)
      .values([...tx24, ...others])
      .onConflictDoNothing();

    const [thread] = await tx
      .insert(chatThreads)
      .values({
        merchantCode: DEMO,
        memberId: player,
        createdAt: new Date(now - 3 * DAY),
        updatedAt: new Date(now - 3 * DAY),
      })
      .onConflictDoNothing()
      .returning({ id: chatThreads.id });
    if (!thread) return;
    const at = (minutesAgo: number) => new Date(now - 3 * DAY + (60 - minutesAgo) * MINUTE);
    await tx.insert(chatMessages).values([
      {
        threadId: thread.id,
        author: 'member',
        body: 'Hi, my GCash deposit is not showing yet.',
        createdAt: at(30),
      },
      {
        threadId: thread.id,
        author: 'operator',
        authorName: 'Bea',
        body: 'Hello Juan! I can see it now: ₱1,000 was credited to your wallet. Anything else I can help with?',
        createdAt: at(27),
        seenAt: at(26),
      },
      { threadId: thread.id, author: 'member', body: 'All good, thank you!', createdAt: at(25) },
    ]);
  });
}
