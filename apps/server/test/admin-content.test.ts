import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/app-instance';
import { contentBanners } from '../src/db/schema';
import { CONTENT_TTL_MS } from '../src/modules/content/answer-cache';
import { admin, RELAXED_LIMITS } from './accounts';
import { buildTestApp, createMerchant } from './helpers';
import { bearer, operatorClient } from './operator-helpers';

/** Content of every type through the operator API, seen by players on their next request. */

let app: App;
let call: ReturnType<typeof operatorClient>['call'];
let operator: ReturnType<typeof operatorClient>['operator'];
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  ({ call, operator } = operatorClient(app));
});
afterAll(() => app.close());

describe('content through the operator API', () => {
  let shop: { code: string; domains: string[] };
  let other: { code: string; domains: string[] };
  let content: { token: string };
  let support: { token: string };
  beforeAll(async () => {
    shop = await createMerchant(app);
    other = await createMerchant(app);
    content = await operator('content', { merchantCodes: [shop.code] });
    support = await operator('support', { merchantCodes: [shop.code] });
  });
  const player = (url: string) => app.inject({ url, headers: { host: shop.domains[0]! } });
  const banner = {
    groupName: 'main',
    title: 'Spring promo',
    imageUrl: '/uploads/spring.png',
    linkageType: 'URL',
    linkage: 'https://example.com/spring',
  };

  it('adds a banner and a popup announcement that players see on their next request', async () => {
    const b = await call(
      'POST',
      `/admin/merchants/${shop.code}/content/banners`,
      bearer(content.token),
      banner,
    );
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().value).toMatchObject({ ...banner, enabled: true, startAt: null });
    const a = await call(
      'POST',
      `/admin/merchants/${shop.code}/content/announcements`,
      bearer(content.token),
      {
        type: 'PU',
        execution: 'B',
        title: 'Welcome',
        content: '<p>Hello <script>alert(1)</script><img src=x onerror=alert(1)></p>',
      },
    );
    expect(a.statusCode, a.body).toBe(200);
    // Sanitized on write: what is stored has no script.
    expect(a.json().value.content).not.toMatch(/script|onerror/);
    const banners = (await player('/wps/content/banners?groups=main')).json().value.banners;
    expect(banners.map((x: { title: string }) => x.title)).toEqual(['Spring promo']);
    const popups = (await player('/wps/content/popups')).json().value;
    expect(JSON.stringify(popups)).toContain('Welcome');
  });

  it('hides a disabled item from players and lists it for the operator', async () => {
    const created = await call(
      'POST',
      `/admin/merchants/${shop.code}/content/banners`,
      bearer(content.token),
      {
        ...banner,
        title: 'Hidden soon',
      },
    );
    const id = created.json().value.id as number;
    const off = await call(
      'PATCH',
      `/admin/merchants/${shop.code}/content/banners/${id}`,
      bearer(content.token),
      {
        enabled: false,
      },
    );
    expect(off.json().value).toMatchObject({
      enabled: false,
      title: 'Hidden soon',
      linkage: banner.linkage,
    });
    const titles = (await player('/wps/content/banners?groups=main'))
      .json()
      .value.banners.map((x: { title: string }) => x.title);
    expect(titles).not.toContain('Hidden soon');
    const listed = await call(
      'GET',
      `/admin/merchants/${shop.code}/content/banners?enabled=false`,
      bearer(support.token),
    );
    expect(listed.json().value.items.map((x: { id: number }) => x.id)).toContain(id);
  });

  it('orders items as given', async () => {
    const ids: number[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      const res = await call(
        'POST',
        `/admin/merchants/${shop.code}/content/mall-items`,
        bearer(content.token),
        {
          name: title,
          description: title,
          imageUrl: '/uploads/item.png',
          points: 10,
          stock: 1,
          category: 'gifts',
        },
      );
      ids.push(res.json().value.id as number);
    }
    const order = await call(
      'PUT',
      `/admin/merchants/${shop.code}/content/mall-items/order`,
      bearer(content.token),
      {
        ids: [ids[2], ids[0], ids[1]],
      },
    );
    expect(order.json().value).toEqual({ ordered: 3 });
    const mall = (await player('/wps/content/mall'))
      .json()
      .value.items.map((x: { name: string }) => x.name);
    expect(mall).toEqual(['Three', 'One', 'Two']);
  });

  it('refuses bad input (400), a taken name (409), an unknown item (404) and support writing (403)', async () => {
    const bad = await call(
      'POST',
      `/admin/merchants/${shop.code}/content/banners`,
      bearer(content.token),
      {
        ...banner,
        imageUrl: 'javascript:alert(1)',
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('validation.failed');
    const dup = await call(
      'POST',
      `/admin/merchants/${shop.code}/content/banners`,
      bearer(content.token),
      banner,
    );
    expect(dup.statusCode).toBe(409);
    const missing = await call(
      'PATCH',
      `/admin/merchants/${shop.code}/content/banners/999999`,
      bearer(content.token),
      {
        title: 'x',
      },
    );
    expect(missing.statusCode).toBe(404);
    const refused = await call(
      'POST',
      `/admin/merchants/${shop.code}/content/banners`,
      bearer(support.token),
      {
        ...banner,
        title: 'Support banner',
      },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('operator.role.forbidden');
  });

  it('keeps merchants apart: an item of one is unknown under the other, and the other is out of reach', async () => {
    const own = await call('POST', `/admin/merchants/${other.code}/content/banners`, admin, {
      ...banner,
      title: 'Other shop',
    });
    const id = own.json().value.id as number;
    const viaShop = await call(
      'GET',
      `/admin/merchants/${shop.code}/content/banners/${id}`,
      bearer(content.token),
    );
    expect(viaShop.statusCode).toBe(404);
    const direct = await call(
      'GET',
      `/admin/merchants/${other.code}/content/banners/${id}`,
      bearer(content.token),
    );
    expect(direct.statusCode).toBe(403);
    const del = await call(
      'DELETE',
      `/admin/merchants/${shop.code}/content/banners/${id}`,
      bearer(content.token),
    );
    expect(del.statusCode).toBe(404);
    expect(
      (await call('GET', `/admin/merchants/${other.code}/content/banners/${id}`, admin)).statusCode,
    ).toBe(200);
  });

  it('records every content write in the audit log with the operator who made it', async () => {
    const entries = await call(
      'GET',
      `/admin/audit?merchantCode=${shop.code}&targetType=banners&size=100`,
      admin,
    );
    const actions = entries.json().value.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['banners.create', 'banners.update']));
    const update = entries
      .json()
      .value.items.find((e: { action: string }) => e.action === 'banners.update');
    expect(update.before.enabled).toBe(true);
    expect(update.after.enabled).toBe(false);
    expect(update.operatorName).toMatch(/^content/);
  });
});

describe('what players are answered follows the content without a change announced', () => {
  let clocked: App;
  let clock = Date.parse('2026-06-01T10:00:00Z');
  beforeAll(async () => {
    clocked = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => clock });
  });
  afterAll(() => clocked.close());
  /** What players are shown in the main banner group on a merchant's domain. */
  const mainBannerTitles = async (host: string) =>
    (await clocked.inject({ url: '/wps/content/banners?groups=main', headers: { host } }))
      .json()
      .value.banners.map((b: { title: string }) => b.title) as string[];

  it("a scheduled banner shows once its start has passed and goes once its end has, on the players' next request", async () => {
    const shop = await createMerchant(clocked);
    const titles = () => mainBannerTitles(shop.domains[0]!);
    // Sooner than an instance keeps an answer without hearing of a change.
    const step = 20_000;
    const add = await operatorClient(clocked).call(
      'POST',
      `/admin/merchants/${shop.code}/content/banners`,
      admin,
      {
        groupName: 'main',
        title: 'Flash sale',
        imageUrl: '/uploads/flash.png',
        startAt: clock + step,
        endAt: clock + 2 * step,
      },
    );
    expect(add.statusCode, add.body).toBe(200);
    expect(await titles()).toEqual([]);
    expect(await titles()).toEqual([]);
    clock += step;
    expect(await titles()).toEqual(['Flash sale']);
    clock += step;
    expect(await titles()).toEqual([]);
  });

  it('a write nobody announced shows after the lifetime: the next request is answered from the kept banners at once, the ones after from the rows', async () => {
    const shop = await createMerchant(clocked);
    const titles = () => mainBannerTitles(shop.domains[0]!);
    await clocked.db.insert(contentBanners).values({
      merchantCode: shop.code,
      groupName: 'main',
      title: 'Spring',
      imageUrl: '/uploads/spring.png',
    });
    expect(await titles()).toEqual(['Spring']);
    // Another writer (a script on the database) changes the rows and tells no instance.
    await clocked.db
      .update(contentBanners)
      .set({ title: 'Summer' })
      .where(eq(contentBanners.merchantCode, shop.code));
    expect(await titles()).toEqual(['Spring']);
    clock += CONTENT_TTL_MS;
    expect(await titles()).toEqual(['Spring']);
    await clocked.contentAnswers.revalidated(shop.code);
    expect(await titles()).toEqual(['Summer']);
  });
});
