import type { Db } from '../client';
import { clubLabelBenefits, memberRankProgress, type RankCondition } from '../schema';

// The demo merchant's VIP club: what each label offers, and two players' progress to the next rank.

const DEMO = 'demo';
const ICON = (name: string) => `/static/demo/member-area/${name}.svg`;

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

/** Inserts the benefits of the labels that exist (`labelId`: label name to id). */
export async function seedDemoVipBenefits(
  tx: Db,
  labelId: ReadonlyMap<string, number>,
): Promise<void> {
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
}

/** Inserts the rank progress of the demo player (towards Gold) and the secure member (Silver). */
export async function seedDemoRankProgress(
  tx: Db,
  player: number | undefined,
  secure: number | undefined,
): Promise<void> {
  const progress = [
    ...(player !== undefined
      ? [{ memberId: player, merchantCode: DEMO, conditions: GOLD_PROGRESS }]
      : []),
    ...(secure !== undefined
      ? [{ memberId: secure, merchantCode: DEMO, conditions: SILVER_PROGRESS }]
      : []),
  ];
  if (progress.length) await tx.insert(memberRankProgress).values(progress).onConflictDoNothing();
}
