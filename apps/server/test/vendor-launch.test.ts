import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/app-instance';
import {
  LAUNCH_TICKET_TTL_MS,
  signLaunchTicket,
  verifyLaunchTicket,
  type VendorLaunch,
} from '../src/domain/launch-ticket';
import { launchTicketSecret } from '../src/modules/vendor/launch-ticket';
import { buildTestApp } from './helpers';
import { RELAXED_LIMITS, post, registerMember } from './accounts';

/** Launch tickets and vendor sessions of the demo vendor (§3 game launch, §7 /lgw). */

const clock = Date.UTC(2026, 10, 22, 9, 2, 0);
let app: App;
let secret: string;
let memberId: number;
let memberToken: string;
let otherToken: string;
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS, now: () => clock });
  secret = await launchTicketSecret(app);
  // Fresh members: files sharing one PostgreSQL database never touch each other's balances.
  const first = await registerMember(app);
  const second = await registerMember(app);
  memberId = first.id;
  memberToken = first.token;
  otherToken = second.token;
});
afterAll(async () => {
  await app.close();
});

const launch = (over: Partial<VendorLaunch> = {}): VendorLaunch => ({
  merchantCode: 'demo',
  memberId,
  userName: 'demo_player',
  vendorCode: 'DEMO',
  gameCode: 'L5D',
  lottoView: 'lobby',
  backUrl: '/m/game',
  language: 'EN',
  trial: false,
  ...over,
});

/** Redeems a ticket; answers the redirect and the vendor session cookie. */
async function open(signed: string | Promise<string>) {
  const ticket = await signed;
  const res = await app.inject({ url: `/vendor/demo/play?ticket=${encodeURIComponent(ticket)}` });
  const cookie = res.cookies.find((c) => c.name === 'mc_vdemo');
  return { res, cookie: cookie ? `mc_vdemo=${cookie.value}` : null, raw: cookie };
}

describe('launch ticket verification', () => {
  it('accepts a fresh ticket and returns the launch', async () => {
    const ticket = await signLaunchTicket(launch(), secret, clock);
    // A JWT (jose, HS256) whose claims are the launch.
    expect(JSON.parse(Buffer.from(ticket.split('.')[0]!, 'base64url').toString())).toMatchObject({
      alg: 'HS256',
    });
    expect(await verifyLaunchTicket(ticket, secret, clock + 1000)).toMatchObject(launch());
  });
  it('rejects an expired ticket', async () => {
    const ticket = await signLaunchTicket(launch(), secret, clock);
    expect(await verifyLaunchTicket(ticket, secret, clock + LAUNCH_TICKET_TTL_MS)).toBeNull();
  });
  it('rejects a tampered payload, another algorithm, a wrong secret and garbage', async () => {
    const ticket = await signLaunchTicket(launch(), secret, clock);
    const [header, body, sig] = ticket.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body!, 'base64url').toString()),
        memberId: memberId + 1,
      }),
    ).toString('base64url');
    expect(await verifyLaunchTicket(`${header}.${forged}.${sig}`, secret, clock)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect(await verifyLaunchTicket(`${none}.${body}.`, secret, clock)).toBeNull();
    expect(await verifyLaunchTicket(ticket, 'another-secret', clock)).toBeNull();
    expect(await verifyLaunchTicket('abc', secret, clock)).toBeNull();
    expect(await verifyLaunchTicket(`${ticket}.x`, secret, clock)).toBeNull();
  });
});

describe('GET /vendor/demo/play', () => {
  it('opens a vendor session (HttpOnly, SameSite=Strict) and goes to the lobby; the page shows Back to backUrl', async () => {
    const { res, cookie, raw } = await open(signLaunchTicket(launch(), secret, clock));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/vendor/demo/lottery?view=lobby');
    expect(raw).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const page = await app.inject({
      url: '/vendor/demo/lottery?view=lobby',
      headers: { cookie: cookie! },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).not.toContain("unsafe-inline'; script");
    expect(page.body).toContain('href="/m/game" target="_top"');
    expect(page.body).toContain('Lucky 5D');
    expect(page.body).toContain('Lotto 6/45');
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('honours lottoView betting and instant games', async () => {
    const betting = await open(
      signLaunchTicket(launch({ lottoView: 'betting', gameCode: 'L645' }), secret, clock),
    );
    expect(betting.res.headers.location).toBe('/vendor/demo/lottery?view=betting&game=L645');
    const page = await app.inject({
      url: betting.res.headers.location as string,
      headers: { cookie: betting.cookie! },
    });
    expect(page.body).toContain('Pick 6 numbers');
    const dice = await open(signLaunchTicket(launch({ gameCode: 'DICE' }), secret, clock));
    expect(dice.res.headers.location).toBe('/vendor/demo/dice');
  });

  it('opens Fortune Slots under the launched game’s name: reels, pay table, Back link, in the vendor’s look', async () => {
    const slots = await open(
      signLaunchTicket(launch({ gameCode: 'SLOT', title: 'Golden Lotus' }), secret, clock),
    );
    expect(slots.res.headers.location).toBe('/vendor/demo/slots');
    const page = await app.inject({
      url: '/vendor/demo/slots',
      headers: { cookie: slots.cookie! },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1 class="vd-title">Golden Lotus</h1>');
    expect(page.body).toContain('href="/m/game" target="_top"');
    expect(page.body.match(/data-reel="\d"/g)).toHaveLength(3);
    expect(page.body).toContain('Three dragons</td><td>500x');
    expect(page.body).toMatch(/src="\/static\/demo\/vendor\/slots\.js\?v=[0-9a-f]{10}"/);
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    // The name belongs to the launched game only: the other tabs keep their own titles.
    const dice = await app.inject({ url: '/vendor/demo/dice', headers: { cookie: slots.cookie! } });
    expect(dice.body).toContain('<h1 class="vd-title">Lucky Dice</h1>');
    const symbol = await app.inject({ url: '/static/demo/vendor/slot-dragon.svg' });
    expect(symbol.statusCode).toBe(200);
    // Without a session the slot page is the expired page, not a game.
    expect((await app.inject({ url: '/vendor/demo/slots' })).statusCode).toBe(401);
  });

  it('refuses an expired, tampered or reused ticket', async () => {
    const expired = await open(
      signLaunchTicket(launch(), secret, clock - LAUNCH_TICKET_TTL_MS - 1),
    );
    expect(expired.res.statusCode).toBe(401);
    expect(expired.cookie).toBeNull();
    const ticket = await signLaunchTicket(launch(), secret, clock);
    expect((await open(`${ticket}x`)).res.statusCode).toBe(401);
    expect((await open(ticket)).res.statusCode).toBe(303);
    // A second redemption without the session it opened is refused.
    const again = await open(ticket);
    expect(again.res.statusCode).toBe(401);
    expect(again.cookie).toBeNull();
  });

  it('drops a backUrl that is not a path of the app (the contract redirect policy)', async () => {
    const { cookie } = await open(
      signLaunchTicket(launch({ backUrl: 'javascript:alert(1)' }), secret, clock),
    );
    const page = await app.inject({ url: '/vendor/demo/lottery', headers: { cookie: cookie! } });
    expect(page.body).not.toContain('javascript:');
    expect(page.body).toContain('vd-back--none');
  });
});

describe('vendor sessions are per player', () => {
  it("a member's vendor session plays the member's balance, the same one the app token sees", async () => {
    const { cookie } = await open(signLaunchTicket(launch(), secret, clock));
    const appToken = memberToken;
    const viaApp = (
      await app.inject({ url: '/lgw/orders', headers: { authorization: appToken } })
    ).json().value.balance;
    const placed = await post(
      app,
      '/vendor/demo/api/bets',
      { gameCode: 'L5D', lines: [{ betType: 'big', stake: 4 }] },
      { cookie: cookie! },
    );
    expect(placed.json().value.balance).toBe(viaApp - 4);
    const list = (await app.inject({ url: '/lgw/orders', headers: { cookie: cookie! } })).json()
      .value;
    expect(list.orders[0].orderNo).toBe(placed.json().value.orderNo);
    const other = (
      await app.inject({
        url: '/lgw/orders',
        headers: { authorization: otherToken },
      })
    ).json().value;
    expect(
      other.orders.some((o: { orderNo: string }) => o.orderNo === placed.json().value.orderNo),
    ).toBe(false);
  });

  it('My orders names a bet by the game the player launched, not by the engine that plays it', async () => {
    // What a catalogue launch of Vietnam Lotto signs (games.test: its own vendor's lobby).
    const lobby = [
      { code: 'L5D', name: 'Vietnam Lotto' },
      { code: 'L645', name: 'Mega 6/45' },
    ];
    const vietnam = await open(
      signLaunchTicket(launch({ title: 'Vietnam Lotto', lobby }), secret, clock),
    );
    const bet = (cookie: string, gameCode: string, line: Record<string, unknown>) =>
      post(app, '/vendor/demo/api/bets', { gameCode, lines: [line] }, { cookie });
    const viaVietnam = await bet(vietnam.cookie!, 'L5D', { betType: 'big', stake: 2 });
    expect(viaVietnam.statusCode).toBe(200);
    // Its vendor's other lottery, from the same lobby, under the catalogue's name too.
    const viaMega = await bet(vietnam.cookie!, 'L645', {
      betType: 'pick6',
      selection: [1, 2, 3, 4, 5, 6],
      stake: 2,
    });
    expect(viaMega.statusCode).toBe(200);
    // The same engine launched from the Lucky 5D tile keeps that name; the vendor's own launch
    // API (no catalogue) names the engine.
    const lucky = await open(signLaunchTicket(launch({ title: 'Lucky 5D' }), secret, clock));
    const viaLucky = await bet(lucky.cookie!, 'L5D', { betType: 'small', stake: 2 });
    const plain = await open(signLaunchTicket(launch(), secret, clock));
    const viaPlain = await bet(plain.cookie!, 'L645', {
      betType: 'pick6',
      selection: [7, 8, 9, 10, 11, 12],
      stake: 2,
    });
    const names = async (headers: Record<string, string>) => {
      const res = await app.inject({ url: '/lgw/orders?size=50', headers });
      const orders = res.json().value.orders as { orderNo: string; gameName: string }[];
      return Object.fromEntries(orders.map((o) => [o.orderNo, o.gameName]));
    };
    // The vendor page's list and the app's own call (§7 /lgw/orders) say the same.
    const readers: Record<string, string>[] = [
      { cookie: vietnam.cookie! },
      { authorization: memberToken },
    ];
    for (const headers of readers) {
      expect(await names(headers)).toMatchObject({
        [viaVietnam.json().value.orderNo]: 'Vietnam Lotto',
        [viaMega.json().value.orderNo]: 'Mega 6/45',
        [viaLucky.json().value.orderNo]: 'Lucky 5D',
        [viaPlain.json().value.orderNo]: 'Lotto 6/45',
      });
    }
  });

  it('a guest trial gets its own trial balance, never a member wallet, and each trial is separate', async () => {
    const a = await open(
      signLaunchTicket(launch({ memberId: null, trial: true, userName: 'Guest' }), secret, clock),
    );
    const b = await open(
      signLaunchTicket(launch({ memberId: null, trial: true, userName: 'Guest' }), secret, clock),
    );
    const balanceA = (
      await app.inject({ url: '/lgw/orders', headers: { cookie: a.cookie! } })
    ).json().value.balance;
    expect(balanceA).toBe(2000);
    const bet = await post(
      app,
      '/vendor/demo/api/bets',
      { gameCode: 'L5D', lines: [{ betType: 'small', stake: 100 }] },
      { cookie: a.cookie! },
    );
    expect(bet.json().value.balance).toBe(1900);
    const listB = (await app.inject({ url: '/lgw/orders', headers: { cookie: b.cookie! } })).json()
      .value;
    expect(listB).toMatchObject({ balance: 2000, orders: [] });
    // A member flagged as trial plays trial money too.
    const memberTrial = await open(signLaunchTicket(launch({ trial: true }), secret, clock));
    expect(
      (await app.inject({ url: '/lgw/orders', headers: { cookie: memberTrial.cookie! } })).json()
        .value,
    ).toMatchObject({ balance: 2000, orders: [] });
  });

  it('an unknown vendor session cookie is nobody', async () => {
    const res = await app.inject({ url: '/lgw/orders', headers: { cookie: 'mc_vdemo=forged' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('customer.not.login');
  });
});

describe('POST /vendor/demo/api/launch', () => {
  const launchApi = (body: unknown, headers: Record<string, string> = {}) =>
    post(app, '/vendor/demo/api/launch', body, headers);

  it("launches a member's game (their own balance) and a guest trial", async () => {
    const res = await launchApi(
      { gameCode: 'L5D', lottoView: 'betting', backUrl: '/m/game' },
      { authorization: memberToken },
    );
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().value.gameUrl as string);
    expect(url.pathname).toBe('/vendor/demo/play');
    const ticket = url.searchParams.get('ticket')!;
    expect(await verifyLaunchTicket(ticket, secret, clock)).toMatchObject({
      memberId,
      trial: false,
      lottoView: 'betting',
      backUrl: '/m/game',
    });
    const guest = await launchApi({ gameCode: 'DICE' });
    const guestTicket = new URL(guest.json().value.gameUrl as string).searchParams.get('ticket')!;
    expect(await verifyLaunchTicket(guestTicket, secret, clock)).toMatchObject({
      memberId: null,
      trial: true,
    });
  });

  it.each([
    [{ gameCode: 'L5D', backUrl: 'https://evil.example/' }, 'validation.failed'],
    [{ gameCode: 'L5D', backUrl: '//evil.example/' }, 'validation.failed'],
    [{ gameCode: 'L5D', backUrl: '/\\evil.example/' }, 'validation.failed'],
    [{ gameCode: 'NOPE' }, 'vendor.game.unknown'],
    [{}, 'validation.failed'],
  ])('refuses %j with %s', async (body, errorCode) => {
    const res = await launchApi(body, { authorization: memberToken });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode });
  });
});
