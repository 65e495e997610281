import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/app-instance';
import {
  contentActivities,
  contentAnnouncements,
  contentArticles,
  contentBanners,
} from '../src/db/schema';
import { seedDemoContent } from '../src/db/seed/demo-content';
import { buildTestApp, createMerchant } from './helpers';
import { admin, RELAXED_LIMITS, registerMember, tokenOf, type Headers } from './accounts';

/** Content: banners, popups, activities, promotions, articles, mall, leaderboard, feedback. */

let app: App;
let player: string;
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  // Two instances starting together must seed once (idempotent and race-safe).
  await Promise.all([seedDemoContent(app.db), seedDemoContent(app.db)]);
  player = await tokenOf(app, 'demo_player', 'Player#2026');
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Headers = {}) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });
const relay = (name: string, payload: unknown = {}, headers: Headers = {}) =>
  post(`/wps/relay/${name}`, payload, headers);

describe('seed', () => {
  it('seeds the demo content once, even when run again', async () => {
    const count = async () =>
      (await app.db.select().from(contentBanners).where(eq(contentBanners.merchantCode, 'demo')))
        .length;
    const before = await count();
    await seedDemoContent(app.db);
    expect(before).toBe(7);
    expect(await count()).toBe(before);
  });
});

describe('§3 banners', () => {
  it('lists the main carousel with P, URL and G linkage fields', async () => {
    const res = await get('/wps/content/banners?groups=main');
    expect(res.statusCode).toBe(200);
    const banners = res.json().value.banners as Record<string, unknown>[];
    expect(banners.map((b) => b.linkageType)).toEqual(['P', 'G', 'G', 'URL', 'URL']);
    expect(banners.every((b) => b.groupName === 'main')).toBe(true);
    expect(banners[1]).toMatchObject({
      vendor: 'TCG_LOTTO_VN',
      linkage: 'VNC',
      url: '/static/demo/content/banner-lottery.svg',
    });
    // The P banner names a real activity of the merchant.
    const activity = await get(`/wps/content/activities/${banners[0]!.linkage as string}`);
    expect(activity.json().value.title).toBe('100% Welcome Bonus');
    const image = await get(banners[0]!.url as string);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('svg');
  });

  it('§4 answers the welcome popup groups m_popup1 and m_popup2', async () => {
    const banners = (await get('/wps/content/banners?groups=m_popup1,m_popup2')).json().value
      .banners;
    expect(banners.map((b: { groupName: string }) => b.groupName)).toEqual([
      'm_popup1',
      'm_popup2',
    ]);
  });

  it('an unchanged answer is revalidated with its ETag (304, no body); a hidden banner changes it at once', async () => {
    const merchant = await createMerchant(app);
    const on = { host: merchant.domains[0]! };
    await app.db.insert(contentBanners).values(
      ['one', 'two'].map((title, i) => ({
        merchantCode: merchant.code,
        groupName: 'main',
        title,
        imageUrl: `/static/demo/content/${title}.svg`,
        sortOrder: i,
      })),
    );
    const first = await get('/wps/content/banners?groups=main', on);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/wps/content/banners?groups=main', { ...on, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A cache that lists the tags it holds, or drops the weak marker, is answered the same.
    const listed = await get('/wps/content/banners?groups=main', {
      ...on,
      'if-none-match': `W/"older", ${etag.slice(2)}`,
    });
    expect(listed.statusCode).toBe(304);
    // The operator hides them through the operator API, which drops the kept answers.
    for (const b of first.json().value.banners as { id: number }[]) {
      const off = await app.inject({
        method: 'PATCH',
        url: `/admin/merchants/${merchant.code}/content/banners/${b.id}`,
        headers: admin,
        payload: { enabled: false },
      });
      expect(off.statusCode, off.body).toBe(200);
    }
    const changed = await get('/wps/content/banners?groups=main', { ...on, 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().value.banners).toEqual([]);
  });

  it('the home page preloads the first banner players see: never a hidden or unscheduled one', async () => {
    const merchant = await createMerchant(app);
    const on = { host: merchant.domains[0]! };
    const DAY = 86_400_000;
    await app.db.insert(contentBanners).values(
      [
        { title: 'hidden', enabled: false, sortOrder: 0 },
        { title: 'ended', endAt: new Date(Date.now() - DAY), sortOrder: 1 },
        { title: 'later', startAt: new Date(Date.now() + DAY), sortOrder: 2 },
        { title: 'shown', sortOrder: 3 },
      ].map((b) => ({
        merchantCode: merchant.code,
        groupName: 'main',
        imageUrl: `/static/demo/content/${b.title}.svg`,
        ...b,
      })),
    );
    const banners = (await get('/wps/content/banners?groups=main', on)).json().value.banners;
    expect(banners.map((b: { title: string }) => b.title)).toEqual(['shown']);
    const html = (await get('/m/home', on)).body;
    const preloads = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(preloads).toEqual(['/static/demo/content/shown.svg']);
  });

  it('refuses a malformed group list with success:false and an errorCode', async () => {
    const res = await get('/wps/content/banners?groups=main,<script>');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });
});

describe('§2 marquee and §3 popup announcements', () => {
  it('answers the marquee texts as plain text', async () => {
    const items = (await get('/wps/content/marquee')).json().value.items;
    expect(items).toHaveLength(3);
    expect(items[0].text).toContain('Welcome to Lucky Star');
  });

  it('answers popups with execution A, B, F, forceRead and promotional activity ids', async () => {
    const value = (await get('/wps/content/popups')).json().value;
    expect(value.paging).toBe(true);
    const byExecution = (e: string) =>
      value.list.filter((p: { execution: string }) => p.execution === e);
    expect(byExecution('A')).toHaveLength(2);
    expect(byExecution('B')).toHaveLength(2);
    expect(byExecution('F').every((p: { forceRead: boolean }) => p.forceRead)).toBe(true);
    const promo = value.list.find(
      (p: { promotionType: string | null }) => p.promotionType === 'PROMOTION',
    );
    expect(promo.activityId).toEqual(expect.any(Number));
    expect(promo.content).toContain('<strong>');
  });
});

describe('§7 relays', () => {
  it('PROMOFE_getPromotionAnnouncementCategory lists categories in the request language', async () => {
    const en = (
      await relay('PROMOFE_getPromotionAnnouncementCategory', {}, { language: 'EN' })
    ).json().value.categories;
    expect(en.map((c: { name: string }) => c.name)).toEqual([
      'New Members',
      'Daily',
      'Lottery',
      'VIP',
    ]);
    const cn = (
      await get('/wps/relay/PROMOFE_getPromotionAnnouncementCategory', { language: 'CN' })
    ).json().value.categories;
    expect(cn[0].name).toBe('新人专享');
  });

  it('activities carry promoAnnouncementCategoryIds and filter by category', async () => {
    const categories = (
      await relay('PROMOFE_getPromotionAnnouncementCategory', {}, { language: 'EN' })
    ).json().value.categories;
    const lottery = categories.find((c: { name: string }) => c.name === 'Lottery').id;
    const all = (await get('/wps/content/activities')).json().value.list;
    expect(all.length).toBe(9);
    expect(new Set(all.map((a: { actionType: string }) => a.actionType)).size).toBe(9);
    const only = (await get(`/wps/content/activities?categoryId=${lottery}`)).json().value.list;
    expect(only.map((a: { title: string }) => a.title)).toEqual(['Lotto Rescue 10%']);
    expect(only[0].promoAnnouncementCategoryIds).toContain(lottery);
  });

  it('MCSFE_getListAnnouncements: types PR, platform M, category app_download', async () => {
    const res = await relay('MCSFE_getListAnnouncements', {
      types: ['PR'],
      platform: 'M',
      category: 'app_download',
    });
    expect(res.json().value.list.map((a: { title: string }) => a.title)).toEqual([
      'Download the app for a ₱58 gift',
    ]);
    const all = (await get('/wps/relay/MCSFE_getListAnnouncements?types=PR&platform=M')).json()
      .value.list;
    expect(all).toHaveLength(2);
    const bad = await relay('MCSFE_getListAnnouncements', { types: ['XX'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });

  it('MCSFE_getMerchantAvailablePromotions needs REWCEN3 (§6)', async () => {
    const list = (
      await relay('MCSFE_getMerchantAvailablePromotions', {}, { authorization: player })
    ).json().value.list;
    expect(list.map((p: { key: string }) => p.key)).toEqual([
      'DAILY_CHECKIN',
      'FIRST_DEPOSIT',
      'RESCUE_BONUS',
    ]);
    const { domains } = await createMerchant(app, {
      settings: { whitelabelVal: { REWCEN3: false } },
    });
    const off = await relay('MCSFE_getMerchantAvailablePromotions', {}, { host: domains[0]! });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ success: false, errorCode: 'reward.center.disabled' });
  });

  it('the referral promotion is looked up by key with its enabled flag (§3)', async () => {
    const res = (await get('/wps/content/promotion?key=REFERRAL')).json();
    expect(res.value).toMatchObject({ key: 'REFERRAL', enabled: true });
    expect((await get('/wps/content/promotion?key=NOPE')).json().value.enabled).toBe(false);
    const bad = await get('/wps/content/promotion?key=bad key');
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });
});

describe('activities, articles, mall, leaderboard', () => {
  it('answers an activity with its HTML and 404 in the envelope for an unknown or malformed id', async () => {
    const list = (await get('/wps/content/activities')).json().value.list;
    const detail = (await get(`/wps/content/activities/${list[2].id}`)).json().value;
    expect(detail.content).toContain('<table>');
    const missing = await get('/wps/content/activities/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    const malformed = await get('/wps/content/activities/abc');
    expect(malformed.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });

  it('lists news newest first and help articles', async () => {
    const news = (await get('/wps/content/articles?kind=news')).json().value.list;
    expect(news[0].title).toContain('jackpot');
    expect(Date.parse(news[0].publishedAt)).toBeGreaterThan(Date.parse(news[1].publishedAt));
    expect((await get('/wps/content/articles?kind=help')).json().value.list).toHaveLength(5);
    expect((await get('/wps/content/articles?kind=blog')).json()).toMatchObject({
      success: false,
      errorCode: 'validation.failed',
    });
  });

  it('lists mall items and leaderboards', async () => {
    expect((await get('/wps/content/mall')).json().value.items).toHaveLength(7);
    const board = (await get('/wps/content/leaderboard')).json().value;
    expect(board.boards.map((b: { key: string }) => b.key)).toEqual(['lotto_wins', 'weekly_bets']);
    expect(board.entries[0]).toMatchObject({ rank: 1 });
    const weekly = (await get('/wps/content/leaderboard?board=weekly_bets')).json().value;
    expect(weekly.entries).toHaveLength(8);
    expect((await get('/wps/content/leaderboard?board=nope')).json()).toMatchObject({
      success: false,
      errorCode: 'not.found',
    });
  });
});

describe('§2 /m/feedback', () => {
  it('stores a member’s feedback and lists it first; guests are refused', async () => {
    const m = await registerMember(app);
    const sent = await post(
      '/wps/content/feedback',
      { category: 'BUG', content: '  The lotto page froze once today.  ' },
      { authorization: m.token },
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value).toMatchObject({
      category: 'BUG',
      content: 'The lotto page froze once today.',
      status: 'RECEIVED',
    });
    const list = (await get('/wps/content/feedback', { authorization: m.token })).json().value.list;
    expect(list).toHaveLength(1);
    const guest = await post('/wps/content/feedback', {
      category: 'BUG',
      content: 'Hello there, world',
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ success: false, errorCode: 'customer.not.login' });
    const short = await post(
      '/wps/content/feedback',
      { category: 'BUG', content: 'short' },
      { authorization: m.token },
    );
    expect(short.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
    const badCategory = await post(
      '/wps/content/feedback',
      { category: 'SPAM', content: 'Long enough text here' },
      { authorization: m.token },
    );
    expect(badCategory.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });

  it('the demo player sees the seeded answered feedback', async () => {
    const list = (await get('/wps/content/feedback', { authorization: player })).json().value.list;
    expect(
      list.some((f: { status: string; reply: string | null }) => f.status === 'REPLIED' && f.reply),
    ).toBe(true);
  });
});

describe('per-merchant isolation', () => {
  it('a new merchant sees no demo content, only its own', async () => {
    const { code, domains } = await createMerchant(app);
    const host = { host: domains[0]! };
    expect((await get('/wps/content/banners', host)).json().value.banners).toEqual([]);
    expect((await get('/wps/content/popups', host)).json().value).toEqual({
      list: [],
      paging: false,
    });
    expect((await get('/wps/content/activities', host)).json().value.list).toEqual([]);
    expect(
      (await relay('PROMOFE_getPromotionAnnouncementCategory', {}, host)).json().value.categories,
    ).toEqual([]);
    expect((await get('/wps/content/mall', host)).json().value.items).toEqual([]);
    expect((await get('/wps/content/leaderboard', host)).json().value).toEqual({
      boards: [],
      board: null,
      entries: [],
    });
    expect((await get('/wps/content/promotion?key=REFERRAL', host)).json().value.enabled).toBe(
      false,
    );

    const added = await app.inject({
      method: 'POST',
      url: `/admin/merchants/${code}/content/banners`,
      headers: admin,
      payload: {
        groupName: 'main',
        title: 'Own',
        imageUrl: '/own.svg',
        linkageType: 'URL',
        linkage: '/m/help',
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const own = (await get('/wps/content/banners', host)).json().value.banners;
    expect(own.map((b: { title: string }) => b.title)).toEqual(['Own']);
    // The demo merchant does not see it, and cannot read the other's activities by id.
    expect(
      (await get('/wps/content/banners?groups=main'))
        .json()
        .value.banners.some((b: { title: string }) => b.title === 'Own'),
    ).toBe(false);
    const [demoActivity] = await app.db
      .select()
      .from(contentActivities)
      .where(eq(contentActivities.merchantCode, 'demo'))
      .limit(1);
    expect((await get(`/wps/content/activities/${demoActivity!.id}`, host)).statusCode).toBe(404);
  });
});

describe('HTML sanitizing', () => {
  const hostile =
    '<p onclick="steal()">Hi<img src="x" onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">link</a><a href="https://ok.test/">ok</a><iframe src="https://evil.test"></iframe>';
  const expectClean = (html: string) => {
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    expect(html).toContain('Hi');
    expect(html).toContain('href="https://ok.test/"');
    expect(html).toContain('rel="noopener noreferrer"');
  };

  it('strips script, event handlers and javascript: URLs from popups, activities, announcements and articles', async () => {
    const { code, domains } = await createMerchant(app);
    const host = { host: domains[0]! };
    const [activity] = await app.db
      .insert(contentActivities)
      .values({
        merchantCode: code,
        title: 'Hostile',
        summary: 's',
        content: hostile,
        imageUrl: '/x.svg',
        actionType: 'DEPOSIT',
      })
      .returning();
    await app.db.insert(contentAnnouncements).values([
      { merchantCode: code, type: 'PU', title: 'Hostile popup', content: hostile, execution: 'B' },
      {
        merchantCode: code,
        type: 'PR',
        platform: 'M',
        category: 'app_download',
        title: 'Hostile PR',
        content: hostile,
      },
      {
        merchantCode: code,
        type: 'MQ',
        title: 'Hostile marquee',
        content: '<b onmouseover="x()">Hello</b><script>x()</script>',
      },
    ]);
    await app.db.insert(contentArticles).values({
      merchantCode: code,
      kind: 'help',
      category: 'x',
      title: 'Hostile help',
      summary: 's',
      content: hostile,
    });

    expectClean((await get(`/wps/content/activities/${activity!.id}`, host)).json().value.content);
    expectClean((await get('/wps/content/popups', host)).json().value.list[0].content);
    expectClean(
      (await relay('MCSFE_getListAnnouncements', { category: 'app_download' }, host)).json().value
        .list[0].content,
    );
    expectClean((await get('/wps/content/articles?kind=help', host)).json().value.list[0].content);
    expect((await get('/wps/content/marquee', host)).json().value.items[0].text).toBe('Hello');
  });
});
