import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoGames } from '../src/db/seed/demo-games';
import type { App } from '../src/lib/app-instance';
import { RELAXED_LIMITS, post, registerMember } from './accounts';
import { buildTestApp } from './helpers';

/** What an operator's tooling sees: /metrics, request ids, HSTS and Secure cookies. */

const METRICS_TOKEN = 'metrics-token-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let app: App;
const lines: string[] = [];
beforeAll(async () => {
  app = await buildTestApp(
    { METRICS_TOKEN, TRUST_PROXY: '10.9.9.9' },
    {
      rateLimits: RELAXED_LIMITS,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    },
  );
  // The demo slot that sets the vendor cookie.
  await seedDemoGames(app.db);
});
afterAll(async () => {
  await app.close();
});

const scrape = async () => {
  const res = await app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The value of one sample line (`name{labels} value`), 0 when absent. */
const sample = (text: string, line: string) => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
};

describe('/metrics', () => {
  it('refuses a scraper without the token, in the envelope', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', METRICS_TOKEN]) {
      const res = await app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
    }
  });

  it('is not there when METRICS_TOKEN is unset', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.inject({ url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('not.found');
    } finally {
      await plain.close();
    }
  });

  it('counts requests per route pattern, latency, 4xx, logins, registrations and cache reads', async () => {
    const before = await scrape();
    const member = await registerMember(app);
    await post(app, '/wps/session/login', {
      username: member.userName,
      password: member.password,
    });
    await post(app, '/wps/session/login', { username: member.userName, password: 'Wrong#1234' });
    await app.inject({ url: '/wps/member/info', headers: { authorization: member.token } });
    await app.inject({ url: '/wps/no/such/call?x=1' });
    const after = await scrape();
    const delta = (line: string) => sample(after, line) - sample(before, line);

    expect(after).toContain('# TYPE http_requests_total counter');
    expect(delta('member_registrations_total{result="success"}')).toBe(1);
    expect(delta('member_logins_total{result="success"}')).toBe(1);
    expect(delta('member_logins_total{result="refused"}')).toBe(1);
    expect(delta('http_requests_total{method="GET",route="/wps/member/info",status="200"}')).toBe(
      1,
    );
    // The unknown path is one bounded label, never the URL the caller sent.
    expect(delta('http_requests_total{method="GET",route="not_found",status="404"}')).toBe(1);
    expect(after).not.toContain('/wps/no/such/call');
    expect(delta('http_responses_total{class="4xx"}')).toBeGreaterThanOrEqual(2);
    expect(
      delta('http_request_duration_seconds_count{method="POST",route="/wps/session/login"}'),
    ).toBe(2);
    // Member info reads the session from the shared cache.
    expect(after).toMatch(/cache_reads_total\{kind="[a-z-]+",result="hit"\} [1-9]/);
    expect(after).toContain('process_resident_memory_bytes');
    if (app.database.kind === 'postgres')
      expect(after).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
  });
});

describe('x-request-id', () => {
  it('is a new UUID on every answer, and on every log line of the request', async () => {
    lines.length = 0;
    const res = await app.inject({ url: '/health' });
    const other = await app.inject({ url: '/wps/no/such/call' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(other.headers['x-request-id']).toMatch(UUID);
    expect(other.headers['x-request-id']).not.toBe(id);
    const mine = lines
      .map((l) => JSON.parse(l) as { reqId?: string })
      .filter((l) => l.reqId === id);
    expect(mine.length).toBeGreaterThanOrEqual(2); // "incoming request" and "request completed"
  });

  it('is taken from a trusted proxy, and ignored from anyone else', async () => {
    const proxied = await app.inject({
      url: '/health',
      remoteAddress: '10.9.9.9',
      headers: { 'x-request-id': 'proxy-abc-123456' },
    });
    expect(proxied.headers['x-request-id']).toBe('proxy-abc-123456');
    const direct = await app.inject({
      url: '/health',
      remoteAddress: '10.9.9.8',
      headers: { 'x-request-id': 'forged-abc-123456' },
    });
    expect(direct.headers['x-request-id']).toMatch(UUID);
    // Even a trusted proxy cannot put spaces or line breaks in every log line.
    const odd = await app.inject({
      url: '/health',
      remoteAddress: '10.9.9.9',
      headers: { 'x-request-id': 'a b c d e f g h' },
    });
    expect(odd.headers['x-request-id']).toMatch(UUID);
  });

  it('names failures found before any route ran', async () => {
    const res = await app.inject({ url: '/%ZZ' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});

describe('Strict-Transport-Security (HSTS_MAX_AGE)', () => {
  it('is off by default', async () => {
    const res = await app.inject({ url: '/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent on every answer with the configured max-age', async () => {
    const https = await buildTestApp({ HSTS_MAX_AGE: '31536000' });
    try {
      for (const url of ['/health', '/m/home', '/wps/no/such/call']) {
        const res = await https.inject({ url });
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      }
    } finally {
      await https.close();
    }
  });
});

describe('Secure cookies', () => {
  /** Launches the demo slot as a member and opens its gameUrl: the vendor sets mc_vdemo. */
  async function vendorCookie(target: App, headers: Record<string, string>) {
    const member = await registerMember(target);
    const launch = await target.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { gameCode: 'fortune-dragon', vendor: 'DEMO' },
      headers: { authorization: member.token },
    });
    expect(launch.body).toContain('gameUrl');
    const url = new URL(launch.json().value.gameUrl as string);
    const opened = await target.inject({
      url: `${url.pathname}${url.search}`,
      remoteAddress: '10.9.9.9',
      headers,
    });
    const cookie = opened.cookies.find((c) => c.name === 'mc_vdemo');
    expect(cookie).toBeDefined();
    return cookie!;
  }

  it('mc_vdemo is Secure when the (trusted) proxy says https, and not on plain http', async () => {
    expect((await vendorCookie(app, { 'x-forwarded-proto': 'https' })).secure).toBe(true);
    expect((await vendorCookie(app, {})).secure).toBeFalsy();
  });

  it('mc_vdemo is always Secure once HSTS_MAX_AGE declares the site https-only', async () => {
    const https = await buildTestApp({ HSTS_MAX_AGE: '600' }, { rateLimits: RELAXED_LIMITS });
    try {
      expect((await vendorCookie(https, {})).secure).toBe(true);
    } finally {
      await https.close();
    }
  });
});
