import type { Db } from '../client';
import {
  contentArticles,
  contentLeaderboard,
  contentMallItems,
  contentPromotions,
} from '../schema';

// The demo merchant's pages beyond the home page: the reward center's promotions, news and help
// articles, the point market and the leaderboards.

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

/** Inserts the reward center's promotions (conflicts ignored). */
export async function seedDemoPromotions(db: Db): Promise<void> {
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
}

/** Inserts the news and help articles, newest first (conflicts ignored). */
export async function seedDemoArticles(db: Db, now: number): Promise<void> {
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
}

/** Inserts the point market's items (conflicts ignored). */
export async function seedDemoMall(db: Db): Promise<void> {
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
}

/** Inserts the leaderboards (conflicts ignored). */
export async function seedDemoLeaderboards(db: Db): Promise<void> {
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
}
