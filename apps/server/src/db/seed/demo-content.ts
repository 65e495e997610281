import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  contentActivities,
  contentAnnouncements,
  contentArticles,
  contentBanners,
  contentFeedback,
  contentLeaderboard,
  contentMallItems,
  contentPromoCategories,
  contentPromotions,
  members,
} from '../schema';

const DEMO = 'demo';
const IMG = (name: string) => `/static/demo/content/${name}.svg`;
const DAY = 86_400_000;

/** How many of an item one member may redeem (the point market's per-member limits). */
const MALL_LIMITS: Record<string, number> = {
  '₱100 Bonus Voucher': 5,
  '₱500 Cash Credit': 2,
  '50 Free Spins': 3,
  'Wireless Headphones': 1,
  'Smart Watch': 1,
  'Flagship Smartphone': 1,
  'Lucky Star Cap': 1,
};

const CATEGORIES: [string, string][] = [
  ['New Members', '新人专享'],
  ['Daily', '每日活动'],
  ['Lottery', '彩票'],
  ['VIP', 'VIP'],
];

interface ActivitySeed {
  title: string;
  summary: string;
  content: string;
  image: string;
  categories: string[];
  action: string | null;
  value?: string;
  button?: string;
  days?: number;
}

const ACTIVITIES: ActivitySeed[] = [
  {
    title: '100% Welcome Bonus',
    summary: 'Double your first deposit, up to ₱8,888.',
    image: 'activity-welcome',
    categories: ['New Members'],
    action: 'REGISTER',
    button: 'Join now',
    content:
      '<h3>How it works</h3><ol><li>Register a new account.</li><li>Make your first deposit of at least ₱100.</li><li>The bonus is credited instantly: 100% of your deposit, up to ₱8,888.</li></ol><h3>Terms</h3><ul><li>Turnover 15× (deposit + bonus) before withdrawal.</li><li>One bonus per person, household and device.</li></ul>',
  },
  {
    title: 'First Deposit Gift',
    summary: 'Deposit today and get an extra 20% on top.',
    image: 'activity-weekend',
    categories: ['New Members', 'Daily'],
    action: 'DEPOSIT',
    button: 'Deposit now',
    content:
      '<p>Top up at least <strong>₱300</strong> and receive 20% extra credit, up to ₱2,000.</p><p>Available via GCash, Maya and InstaPay.</p>',
  },
  {
    title: 'Daily Rebate up to 1.2%',
    summary: 'Unlimited cashback on every valid bet, paid every day.',
    image: 'activity-rebate',
    categories: ['Daily', 'VIP'],
    action: 'REWARD_CENTER',
    button: 'Claim rebate',
    content:
      '<table><thead><tr><th>VIP level</th><th>Rebate</th></tr></thead><tbody><tr><td>Bronze</td><td>0.3%</td></tr><tr><td>Silver</td><td>0.5%</td></tr><tr><td>Gold</td><td>0.8%</td></tr><tr><td>Diamond</td><td>1.2%</td></tr></tbody></table><p>Rebates are credited to the reward center at 06:00 every day.</p>',
  },
  {
    title: 'Invite Friends, Earn ₱188',
    summary: 'Share your link; earn for every friend who plays.',
    image: 'activity-invite',
    categories: ['Daily'],
    action: 'INVITE_FRIENDS',
    button: 'Invite now',
    content:
      '<p>Earn <strong>₱188</strong> for each friend who registers with your link and deposits ₱500 within 7 days.</p>',
  },
  {
    title: 'App Download Gift ₱58',
    summary: 'Install the Lucky Star app and get ₱58 free credit.',
    image: 'activity-app',
    categories: ['New Members'],
    action: 'APP_DOWNLOAD',
    button: 'Download app',
    content:
      '<p>Download the app, log in once and the ₱58 gift lands in your reward center within 10 minutes.</p>',
  },
  {
    title: 'Daily Missions',
    summary: 'Complete three tasks a day and collect mall points.',
    image: 'activity-mission',
    categories: ['Daily'],
    action: 'MISSION',
    button: 'View missions',
    content:
      '<ul><li>Log in: 10 points</li><li>Bet ₱500 on any slot: 30 points</li><li>Play one lottery draw: 20 points</li></ul>',
  },
  {
    title: 'Lotto Rescue 10%',
    summary: 'Get 10% of your weekly lottery losses back.',
    image: 'activity-lotto',
    categories: ['Lottery'],
    action: 'REDIRECT_URL',
    value: '/m/game',
    button: 'Play lottery',
    content: '<p>Every Monday we refund 10% of last week’s net lottery losses, up to ₱5,000.</p>',
  },
  {
    title: 'VIP Upgrade Bonus',
    summary: 'Reach the next VIP level and receive up to ₱5,888.',
    image: 'activity-vip',
    categories: ['VIP'],
    action: 'MEMBER',
    button: 'See VIP benefits',
    content:
      '<p>Upgrade bonuses are paid once per level: Silver ₱188, Gold ₱588, Platinum ₱1,888, Diamond ₱5,888.</p>',
  },
  {
    title: 'Point Market Festival',
    summary: 'Swap your points for phones, vouchers and free spins.',
    image: 'activity-mall',
    categories: ['Daily', 'VIP'],
    action: 'POINT_MARKET',
    button: 'Go to the market',
    content: '<p>All items 20% fewer points this month. Limited stock.</p>',
    days: 30,
  },
];

/** Seeds the demo merchant's content once (idempotent; safe when two instances start at once). */
export async function seedDemoContent(db: Db): Promise<void> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contentBanners)
    .where(eq(contentBanners.merchantCode, DEMO));
  if ((existing?.n ?? 0) > 0) return;

  const now = Date.now();
  await db
    .insert(contentPromoCategories)
    .values(
      CATEGORIES.map(([name, nameCn], i) => ({ merchantCode: DEMO, name, nameCn, sortOrder: i })),
    )
    .onConflictDoNothing();
  const categories = await db
    .select({ id: contentPromoCategories.id, name: contentPromoCategories.name })
    .from(contentPromoCategories)
    .where(eq(contentPromoCategories.merchantCode, DEMO));
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));

  await db
    .insert(contentActivities)
    .values(
      ACTIVITIES.map((a, i) => ({
        merchantCode: DEMO,
        title: a.title,
        summary: a.summary,
        content: a.content,
        imageUrl: IMG(a.image),
        categoryIds: a.categories.map((c) => categoryId.get(c)!).filter(Boolean),
        actionType: a.action,
        actionValue: a.value ?? null,
        buttonText: a.button ?? null,
        startAt: new Date(now - 7 * DAY),
        endAt: a.days ? new Date(now + a.days * DAY) : null,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
  const activities = await db
    .select({ id: contentActivities.id, title: contentActivities.title })
    .from(contentActivities)
    .where(eq(contentActivities.merchantCode, DEMO));
  const activityId = (title: string) => activities.find((a) => a.title === title)?.id ?? null;
  const welcomeId = activityId('100% Welcome Bonus');
  const rebateId = activityId('Daily Rebate up to 1.2%');

  const banner = (
    groupName: string,
    title: string,
    image: string,
    sortOrder: number,
    link: Partial<typeof contentBanners.$inferInsert> = {},
  ) => ({
    merchantCode: DEMO,
    groupName,
    title,
    imageUrl: IMG(image),
    sortOrder,
    ...link,
  });
  const insertedBanners = await db
    .insert(contentBanners)
    .values([
      banner('main', '100% Welcome Bonus', 'banner-welcome', 0, {
        linkageType: 'P',
        linkage: String(welcomeId),
      }),
      banner('main', 'Vietnam Lotto Live', 'banner-lottery', 1, {
        linkageType: 'G',
        linkage: 'VNC',
        vendor: 'TCG_LOTTO_VN',
        gameType: 'LOTTERY',
        nodeId: 'lobby',
      }),
      banner('main', 'Fortune Dragon Slots', 'banner-slots', 2, {
        linkageType: 'G',
        linkage: 'fortune-dragon',
        vendor: 'DEMO',
        gameType: 'RNG',
        roomId: '1',
        nodeId: 'slots',
      }),
      banner('main', 'VIP Club', 'banner-vip', 3, {
        linkageType: 'URL',
        linkage: '/m/member/benefits',
      }),
      banner('main', 'Get the Lucky Star App', 'banner-app', 4, {
        linkageType: 'URL',
        linkage: 'https://download.luckystar.test/app',
      }),
      banner('m_popup1', 'Welcome to Lucky Star', 'popup-welcome', 0, {
        linkageType: 'P',
        linkage: String(welcomeId),
      }),
      banner('m_popup2', 'Play on the App', 'popup-app', 0, {
        linkageType: 'URL',
        linkage: 'https://download.luckystar.test/app',
      }),
    ])
    .onConflictDoNothing()
    .returning({ id: contentBanners.id });

  const ann = (
    v: Partial<typeof contentAnnouncements.$inferInsert> & {
      type: string;
      title: string;
      content: string;
    },
    i: number,
  ) => ({
    merchantCode: DEMO,
    createdAt: new Date(now - i * DAY),
    sortOrder: i,
    ...v,
  });
  await db
    .insert(contentAnnouncements)
    .values([
      ann(
        {
          type: 'MQ',
          title: 'Marquee: welcome',
          content:
            'Welcome to Lucky Star! New members get a 100% first-deposit bonus up to ₱8,888.',
        },
        0,
      ),
      ann(
        {
          type: 'MQ',
          title: 'Marquee: lotto',
          content: 'Vietnam Lotto draws every 5 minutes — jackpot ₱1,250,000 tonight.',
        },
        1,
      ),
      ann(
        {
          type: 'MQ',
          title: 'Marquee: maintenance',
          content: 'Scheduled maintenance for InstaPay on Tuesday 02:00–04:00 (GMT+8).',
        },
        2,
      ),
      ann(
        {
          type: 'PU',
          title: 'Welcome Bonus 100%',
          content:
            '<p>Register today and <strong>double your first deposit</strong> up to ₱8,888.</p><p>Tap “Go to activity” for the full terms.</p>',
          promotionType: 'PROMOTION',
          execution: 'B',
          activityId: welcomeId,
          imageUrl: IMG('banner-welcome'),
        },
        0,
      ),
      ann(
        {
          type: 'PU',
          title: 'Safe Gaming Notice',
          content:
            '<p>Only play with money you can afford to lose. Set daily limits in the member center.</p>',
          execution: 'B',
        },
        1,
      ),
      ann(
        {
          type: 'PU',
          title: 'Daily Rebate is live',
          content:
            '<p>Your rebate is now credited <em>every day at 06:00</em>. Claim it in the reward center.</p>',
          promotionType: 'PROMOTION',
          execution: 'A',
          activityId: rebateId,
          imageUrl: IMG('banner-vip'),
        },
        2,
      ),
      ann(
        {
          type: 'PU',
          title: 'Account Security',
          content:
            '<p>Never share your password or verification codes. Our staff will never ask for them.</p><p>Bind your mobile number to protect your withdrawals.</p>',
          execution: 'A',
        },
        3,
      ),
      ann(
        {
          type: 'PU',
          title: 'Welcome aboard!',
          content: '<p>Thanks for joining Lucky Star. Read these two notes before you play.</p>',
          execution: 'F',
          forceRead: true,
        },
        4,
      ),
      ann(
        {
          type: 'PU',
          title: 'Responsible Gaming',
          content:
            '<p>You can set deposit limits or a cool-off period at any time in the member center.</p>',
          execution: 'F',
          forceRead: true,
        },
        5,
      ),
      ann(
        {
          type: 'PR',
          platform: 'M',
          category: 'app_download',
          title: 'Download the app for a ₱58 gift',
          content:
            '<p>Install the official app on Android or iOS, log in once and receive ₱58.</p>',
        },
        0,
      ),
      ann(
        {
          type: 'PR',
          platform: 'A',
          category: 'general',
          title: 'New payment channel: Maya',
          content: '<p>Deposits via Maya are now instant, 24/7.</p>',
        },
        1,
      ),
    ])
    .onConflictDoNothing();

  await db
    .insert(contentPromotions)
    .values(
      [
        {
          key: 'REFERRAL',
          title: 'Invite Friends',
          description: 'Earn ₱188 for every active friend.',
          imageUrl: IMG('promo-referral'),
          reward: '₱188',
          rewardCenter: false,
          sortOrder: 0,
        },
        {
          key: 'DAILY_CHECKIN',
          title: 'Daily Check-in',
          description: 'Log in 7 days in a row for ₱77.',
          imageUrl: IMG('promo-checkin'),
          reward: '₱77',
          rewardCenter: true,
          rewardPoints: 50,
          claimCycle: 'DAILY' as const,
          sortOrder: 1,
        },
        {
          key: 'FIRST_DEPOSIT',
          title: 'First Deposit Bonus',
          description: '100% of your first deposit, up to ₱8,888.',
          imageUrl: IMG('promo-deposit'),
          reward: 'up to ₱8,888',
          rewardCenter: true,
          rewardPoints: 500,
          requiresEvent: 'DEPOSIT' as const,
          requiresCount: 1,
          sortOrder: 2,
        },
        {
          key: 'RESCUE_BONUS',
          title: 'Lotto Rescue',
          description: '10% of last week’s lottery losses back.',
          imageUrl: IMG('promo-rescue'),
          reward: '10%',
          rewardCenter: true,
          rewardPoints: 100,
          claimCycle: 'WEEKLY' as const,
          requiresEvent: 'GAME_LAUNCH' as const,
          requiresCount: 1,
          sortOrder: 3,
        },
      ].map((p) => ({ merchantCode: DEMO, ...p })),
    )
    .onConflictDoNothing();

  await db
    .insert(contentArticles)
    .values(
      [
        {
          kind: 'news',
          category: 'Lottery',
          title: 'Record ₱1.25M Vietnam Lotto jackpot tonight',
          summary: 'The jackpot has rolled over six times.',
          image: 'news-draw',
          content:
            '<p>The Vietnam Lotto jackpot reached <strong>₱1,250,000</strong> after six rollovers. Draws run every 5 minutes until midnight.</p>',
        },
        {
          kind: 'news',
          category: 'App',
          title: 'Lucky Star app 2.5 is out',
          summary: 'Faster game launch and dark mode.',
          image: 'news-app',
          content:
            '<ul><li>Games open up to 40% faster.</li><li>Dark mode follows your phone setting.</li><li>New: face unlock for login.</li></ul>',
        },
        {
          kind: 'news',
          category: 'Notice',
          title: 'InstaPay maintenance on Tuesday',
          summary: 'Deposits via InstaPay pause 02:00–04:00.',
          image: 'news-maintenance',
          content:
            '<p>InstaPay deposits are unavailable on Tuesday between 02:00 and 04:00 (GMT+8). GCash and Maya are not affected.</p>',
        },
        {
          kind: 'help',
          category: 'Account',
          title: 'How do I register?',
          summary: 'Create an account in under a minute.',
          image: null,
          content:
            '<ol><li>Tap <strong>Register</strong> on the home page.</li><li>Choose a user name (4–16 letters or digits) and a password.</li><li>Solve the captcha and confirm.</li></ol>',
        },
        {
          kind: 'help',
          category: 'Account',
          title: 'I forgot my password',
          summary: 'Reset it with your mobile number.',
          image: null,
          content:
            '<p>Contact customer service from the chat button with your user name and registered mobile number. We will verify you and send a reset code.</p>',
        },
        {
          kind: 'help',
          category: 'Deposit',
          title: 'How long does a deposit take?',
          summary: 'E-wallets are instant; banks up to 15 minutes.',
          image: null,
          content:
            '<p>GCash and Maya deposits are credited instantly. InstaPay bank transfers take up to 15 minutes.</p>',
        },
        {
          kind: 'help',
          category: 'Withdrawal',
          title: 'Why is my withdrawal pending?',
          summary: 'Turnover and verification explained.',
          image: null,
          content:
            '<p>A withdrawal stays pending until your bonus turnover is complete and your payout account is verified. Most withdrawals are paid within 30 minutes.</p>',
        },
        {
          kind: 'help',
          category: 'Games',
          title: 'What is a trial game?',
          summary: 'Play with demo credit, no deposit needed.',
          image: null,
          content:
            '<p>Trial games use free demo credit. Winnings in trial mode cannot be withdrawn.</p>',
        },
      ].map((a, i) => ({
        merchantCode: DEMO,
        kind: a.kind,
        category: a.category,
        title: a.title,
        summary: a.summary,
        content: a.content,
        imageUrl: a.image ? IMG(a.image) : null,
        publishedAt: new Date(now - i * DAY),
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(contentMallItems)
    .values(
      [
        [
          '₱100 Bonus Voucher',
          'Credited to your wallet instantly.',
          'mall-voucher',
          1_000,
          250,
          'Vouchers',
        ],
        [
          '₱500 Cash Credit',
          'Withdrawable after 1× turnover.',
          'mall-credit',
          4_500,
          80,
          'Vouchers',
        ],
        ['50 Free Spins', 'Fortune Dragon, ₱5 per spin.', 'mall-spins', 2_000, 120, 'Game credit'],
        [
          'Wireless Headphones',
          'Noise-cancelling, 30 h battery.',
          'mall-headphones',
          18_000,
          12,
          'Gadgets',
        ],
        ['Smart Watch', 'Fitness tracking and notifications.', 'mall-watch', 32_000, 6, 'Gadgets'],
        [
          'Lucky Star Cap',
          'One per member, in the club colours.',
          'mall-voucher',
          800,
          40,
          'Merch',
        ],
        [
          'Flagship Smartphone',
          '256 GB, delivered to your door.',
          'mall-phone',
          120_000,
          2,
          'Gadgets',
        ],
      ].map(([name, description, image, points, stock, category], i) => ({
        merchantCode: DEMO,
        limitPerMember: MALL_LIMITS[name as string] ?? null,
        name: name as string,
        description: description as string,
        imageUrl: IMG(image as string),
        points: points as number,
        stock: stock as number,
        category: category as string,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();

  const boards: [string, string, [string, number, string][]][] = [
    [
      'weekly_bets',
      'Weekly top bettors',
      [
        ['ja***88', 1_284_500, '₱18,888'],
        ['ma***ph', 986_200, '₱8,888'],
        ['lu***ky', 870_000, '₱5,888'],
        ['ke***in', 655_300, '₱2,888'],
        ['an***ie', 512_900, '₱1,888'],
        ['ro***12', 430_100, '₱888'],
        ['bi***ng', 398_750, '₱588'],
        ['ch***rl', 311_400, '₱388'],
      ],
    ],
    [
      'lotto_wins',
      'Biggest lottery wins',
      [
        ['de***mo', 250_000, 'Trophy'],
        ['pa***lo', 120_500, 'Trophy'],
        ['jo***ey', 88_000, 'Trophy'],
        ['ma***ia', 64_320, 'Trophy'],
        ['ri***co', 40_000, 'Trophy'],
      ],
    ],
  ];
  await db
    .insert(contentLeaderboard)
    .values(
      boards.flatMap(([board, boardTitle, rows]) =>
        rows.map(([playerName, score, prize], i) => ({
          merchantCode: DEMO,
          board,
          boardTitle,
          rank: i + 1,
          playerName,
          score,
          prize,
        })),
      ),
    )
    .onConflictDoNothing();

  // One answered feedback of the demo player, so the page shows what a reply looks like; only the
  // instance whose banners went in writes it (feedback has no natural unique key).
  if (insertedBanners.length === 0) return;
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
