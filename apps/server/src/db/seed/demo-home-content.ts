import type { Db } from '../client';
import { contentAnnouncements, contentBanners } from '../schema';
import type { DemoActivityIds } from './demo-activities';

// What the demo merchant's home page shows around the games: the banner carousel, the welcome
// popups, the marquee, the popup announcements and the announcement list.

const DEMO = 'demo';
const IMG = (name: string) => `/static/demo/content/${name}.svg`;
const DAY = 86_400_000;

/**
 * Inserts the banners and popups (conflicts ignored) and answers how many went in: none when
 * another instance seeded them first.
 */
export async function seedDemoBanners(db: Db, { welcomeId }: DemoActivityIds): Promise<number> {
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
  const inserted = await db
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
  return inserted.length;
}

/** Inserts the marquee lines, popup announcements and announcement list (conflicts ignored). */
export async function seedDemoAnnouncements(
  db: Db,
  now: number,
  { welcomeId, rebateId }: DemoActivityIds,
): Promise<void> {
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
}
