import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_PARAM } from '@member-app/contract/rules/preview';
import type { App } from '../src/lib/app-instance';
import { RELAXED_LIMITS } from './accounts';
import { buildTestApp, createMerchant } from './helpers';
import { bearer, operatorClient } from './operator-helpers';

/** The console's live preview: a draft only whoever holds its token sees, framed by the console. */

let app: App;
let operator: ReturnType<typeof operatorClient>['operator'];
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  ({ operator } = operatorClient(app));
});
afterAll(() => app.close());

describe('content preview', () => {
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
  const on = (host: string, url: string) => app.inject({ url, headers: { host } });
  const draftBanner = {
    type: 'banners',
    id: null,
    item: { groupName: 'main', title: 'Draft banner', imageUrl: '/uploads/draft.png' },
  };
  const preview = async (body: unknown, token = content.token) => {
    const res = await app.inject({
      method: 'POST',
      url: `/admin/merchants/${shop.code}/preview`,
      headers: { ...bearer(token), origin: 'https://console.example.com' },
      payload: body as Record<string, unknown>,
    });
    return res;
  };

  it('answers a token; with it the home content has the draft first, without it players never get it', async () => {
    const res = await preview(draftBanner);
    expect(res.statusCode, res.body).toBe(200);
    const { token, path } = res.json().value as { token: string; path: string };
    expect(path).toBe(`/m/home?${PREVIEW_PARAM}=${token}`);
    expect(res.json().value.domain).toBe(shop.domains[0]);

    const seen = await on(shop.domains[0]!, `/wps/content/preview/${token}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(seen.json().value.banners.banners[0]).toMatchObject({
      id: 0,
      title: 'Draft banner',
      url: '/uploads/draft.png',
    });

    const players = await on(shop.domains[0]!, '/wps/content/banners?groups=main');
    expect(players.body).not.toContain('Draft banner');
    // Another merchant's address does not open it, nor does a made-up token.
    expect((await on(other.domains[0]!, `/wps/content/preview/${token}`)).statusCode).toBe(404);
    const madeUp = 'A'.repeat(43);
    expect((await on(shop.domains[0]!, `/wps/content/preview/${madeUp}`)).statusCode).toBe(404);
    expect((await on(shop.domains[0]!, '/wps/content/preview/short')).statusCode).toBe(400);
  });

  it('lets only the console that asked frame the home page with the token; everything else refuses frames', async () => {
    const { token } = (await preview(draftBanner)).json().value as { token: string };
    const framed = await on(shop.domains[0]!, `/m/home?${PREVIEW_PARAM}=${token}`);
    expect(framed.statusCode).toBe(200);
    expect(framed.headers['content-security-policy']).toMatch(
      /frame-ancestors 'self' https:\/\/console\.example\.com(;|$)/,
    );
    expect(framed.headers['x-frame-options']).toBeUndefined();
    expect(framed.headers['cache-control']).toBe('no-store');

    const refused = (res: { headers: Record<string, unknown> }) => {
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    };
    // Home without a token, another page with it, another merchant's address, a made-up token.
    refused(await on(shop.domains[0]!, '/m/home'));
    refused(await on(shop.domains[0]!, `/m/login?${PREVIEW_PARAM}=${token}`));
    refused(await on(other.domains[0]!, `/m/home?${PREVIEW_PARAM}=${token}`));
    refused(await on(shop.domains[0]!, `/m/home?${PREVIEW_PARAM}=${'B'.repeat(43)}`));
    // Expired (gone from the cache): refused, and its content is no longer answered.
    await app.cache.del(`preview:${token}`);
    refused(await on(shop.domains[0]!, `/m/home?${PREVIEW_PARAM}=${token}`));
    expect((await on(shop.domains[0]!, `/wps/content/preview/${token}`)).statusCode).toBe(404);
  });

  it("takes the console's origin from the request, never from the page", async () => {
    // The console served here calls its own origin; its browser sends Origin "null" (no referrer).
    const res = await app.inject({
      method: 'POST',
      url: `/admin/merchants/${shop.code}/preview`,
      headers: { ...bearer(content.token), origin: 'null', host: 'ops.example.org:8080' },
      payload: { ...draftBanner, frameOrigin: 'https://evil.example' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json().value as { token: string };
    const csp = String(
      (await on(shop.domains[0]!, `/m/home?${PREVIEW_PARAM}=${token}`)).headers[
        'content-security-policy'
      ],
    );
    expect(csp).toMatch(/frame-ancestors 'self' http:\/\/ops\.example\.org:8080(;|$)/);
    expect(csp).not.toContain('evil');
  });

  it("the console's pages may frame the member app reached the way they are, nothing more", async () => {
    const page = await app.inject({ url: '/console/', headers: { host: 'localhost:3420' } });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' https: http://*:3420;");
    expect(csp).toMatch(/frame-ancestors 'self'(;|$)/);
    const onDefaultPort = await app.inject({ url: '/console/', headers: { host: 'ops.example' } });
    expect(String(onDefaultPort.headers['content-security-policy'])).toContain(
      "frame-src 'self' https: http://*;",
    );
    // The member app's own pages keep their policy.
    const member = await on(shop.domains[0]!, '/m/home');
    expect(String(member.headers['content-security-policy'])).toContain("frame-src 'self' https:;");
  });

  it('the next version of a draft keeps its token, for its operator and merchant only', async () => {
    const { token } = (await preview(draftBanner)).json().value as { token: string };
    const put = (body: unknown, who = content.token, code = shop.code) =>
      app.inject({
        method: 'PUT',
        url: `/admin/merchants/${code}/preview/${token}`,
        headers: bearer(who),
        payload: body as Record<string, unknown>,
      });
    const next = await put({ ...draftBanner, item: { ...draftBanner.item, title: 'Second take' } });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().value.token).toBe(token);
    const seen = (await on(shop.domains[0]!, `/wps/content/preview/${token}`)).json().value;
    expect(seen.banners.banners[0].title).toBe('Second take');

    // Another operator of the same merchant, or the token under another merchant: no such preview.
    const colleague = await operator('content', { merchantCodes: [shop.code, other.code] });
    const theirs = await put(draftBanner, colleague.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ success: false });
    expect((await put(draftBanner, colleague.token, other.code)).statusCode).toBe(404);
    const still = (await on(shop.domains[0]!, `/wps/content/preview/${token}`)).json().value;
    expect(still.banners.banners[0].title).toBe('Second take');
  });

  it('never puts a draft into the answers players are served (the kept content answers)', async () => {
    const groups = '/wps/content/banners?groups=main,m_popup1,m_popup2';
    const stored = await app.inject({
      method: 'POST',
      url: `/admin/merchants/${shop.code}/content/banners`,
      headers: bearer(content.token),
      payload: { groupName: 'main', title: 'Stored banner', imageUrl: '/uploads/stored.png' },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    // Players' answers computed and kept before the previews, then read again after them.
    const before = {
      banners: (await on(shop.domains[0]!, groups)).body,
      popups: (await on(shop.domains[0]!, '/wps/content/popups')).body,
      marquee: (await on(shop.domains[0]!, '/wps/content/marquee')).body,
    };
    expect(before.banners).toContain('Stored banner');
    const drafts = [
      draftBanner,
      { ...draftBanner, item: { ...draftBanner.item, groupName: 'm_popup1' } },
      {
        type: 'announcements',
        id: null,
        item: { type: 'PU', execution: 'B', title: 'Draft popup', content: 'Draft' },
      },
      {
        type: 'announcements',
        id: null,
        item: { type: 'MQ', title: 'Draft line', content: 'Draft line' },
      },
    ];
    for (const draft of drafts) {
      const { token } = (await preview(draft)).json().value as { token: string };
      const seen = await on(shop.domains[0]!, `/wps/content/preview/${token}`);
      expect(seen.body).toContain('Draft');
    }
    const after = {
      banners: (await on(shop.domains[0]!, groups)).body,
      popups: (await on(shop.domains[0]!, '/wps/content/popups')).body,
      marquee: (await on(shop.domains[0]!, '/wps/content/marquee')).body,
    };
    expect(after).toEqual(before);
    expect(JSON.stringify(after)).not.toContain('Draft');
  });

  it('a popup draft shows to the guest who looks, a marquee draft leads the marquee', async () => {
    const popup = await preview({
      type: 'announcements',
      id: null,
      item: {
        type: 'PU',
        execution: 'A',
        title: 'Members only',
        content: '<p>Hi<script>x</script></p>',
      },
    });
    const { token } = popup.json().value as { token: string };
    const seen = (await on(shop.domains[0]!, `/wps/content/preview/${token}`)).json().value;
    expect(seen.popups.list).toEqual([
      expect.objectContaining({ title: 'Members only', execution: 'B', content: '<p>Hi</p>' }),
    ]);

    const line = await preview({
      type: 'announcements',
      id: null,
      item: { type: 'MQ', title: 'Line', content: '<b>Big</b> news' },
    });
    const lineToken = (line.json().value as { token: string }).token;
    const marquee = (await on(shop.domains[0]!, `/wps/content/preview/${lineToken}`)).json().value
      .marquee.items;
    expect(marquee[0]).toEqual({ id: 0, text: 'Big news' });
  });

  it('refuses a draft the contract refuses, and an operator without the content right', async () => {
    const bad = await preview({
      ...draftBanner,
      item: { ...draftBanner.item, imageUrl: 'javascript:x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
    expect((await preview(draftBanner, support.token)).statusCode).toBe(403);
  });
});
