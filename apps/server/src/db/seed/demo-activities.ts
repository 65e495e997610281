import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { contentActivities, contentPromoCategories } from '../schema';

// The demo merchant's promotion categories and activities (the promotions page and the targets of
// the home page's banners and popups).

const DEMO = 'demo';
const IMG = (name: string) => `/static/demo/content/${name}.svg`;
const DAY = 86_400_000;

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

/** The activities the home page's banners and popups link to. */
export interface DemoActivityIds {
  welcomeId: number | null;
  rebateId: number | null;
}

/** Inserts the categories and activities (conflicts ignored) and answers the linked ones' ids. */
export async function seedDemoActivities(db: Db, now: number): Promise<DemoActivityIds> {
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
  return {
    welcomeId: activityId('100% Welcome Bonus'),
    rebateId: activityId('Daily Rebate up to 1.2%'),
  };
}
