import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_STRINGS } from '@member-app/contract/schemas/text';
import type { App } from '../src/lib/app-instance';
import { RELAXED_LIMITS, freshIp, freshUserName, post } from './accounts';
import { buildTestApp } from './helpers';

/** Bad input is a 400 in the envelope, never a 5xx; nothing secret reaches the log (STYLE). */

let app: App;
const lines: string[] = [];
beforeAll(async () => {
  app = await buildTestApp(
    {},
    {
      rateLimits: RELAXED_LIMITS,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    },
  );
});
afterAll(async () => {
  await app.close();
});

describe('strings with NUL or a lone surrogate', () => {
  it.each([
    ['login user name', '/wps/session/login', { username: 'a\u0000b', password: 'x1' }],
    ['login password', '/wps/session/login', { username: 'abcd', password: 'x\ud800' }],
    [
      'register URL',
      '/wps/member/register',
      {
        username: 'nulcheck1',
        password: 'Passw0rd!x',
        registerMethod: 'H5',
        registerUrl: 'a\u0000',
      },
    ],
    [
      'referral code',
      '/wps/member/register',
      {
        username: 'nulcheck2',
        password: 'Passw0rd!x',
        registerMethod: 'H5',
        referralCode: 'a\udfff',
      },
    ],
    [
      'a pixelTrack key',
      '/wps/member/register',
      {
        username: 'nulcheck3',
        password: 'Passw0rd!x',
        registerMethod: 'H5',
        pixelTrack: { 'k\u0000': 'v' },
      },
    ],
  ])('%s: 400 validation.failed', async (_name, url, payload) => {
    const res = await post(app, url, payload, { moduleid: 'REG3' }, freshIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });

  it.each(['/wps/system/manifest.json?merchantCode=%00', '/wps/check/username?username=a%00b'])(
    'GET %s: 400 validation.failed',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
    },
  );

  it('every hostile string as a login user name is refused with 400', async () => {
    for (const username of HOSTILE_STRINGS) {
      const res = await post(
        app,
        '/wps/session/login',
        { username, password: 'x1' },
        {},
        freshIp(),
      );
      expect(res.statusCode, JSON.stringify(username.slice(0, 12))).toBe(400);
    }
  });
});

describe('a failed query in the log', () => {
  it('names the query but not its values: no password hash, user name or IP', async () => {
    const username = freshUserName('logfail');
    const ip = freshIp();
    const constraint = `refuse_${Math.random().toString(36).slice(2, 10)}`;
    // A constraint only this user name breaks: the INSERT of the registration fails in the database.
    await app.db.execute(
      sql.raw(
        `ALTER TABLE members ADD CONSTRAINT ${constraint} CHECK (user_name <> '${username}') NOT VALID`,
      ),
    );
    try {
      lines.length = 0;
      const res = await post(
        app,
        '/wps/member/register',
        { username, password: 'Passw0rd!x', registerMethod: 'H5' },
        { moduleid: 'REG3' },
        ip,
      );
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'internal.error' });
      const log = lines.join('\n');
      const failure = lines.map((l) => JSON.parse(l)).find((l) => l.level === 50);
      expect(failure.err.message).toMatch(/^Failed query: insert into "members"/);
      expect(failure.err.sqlState).toBe('23514');
      expect(log).not.toContain('$argon2id$');
      expect(log).not.toContain('Passw0rd!x');
      // The access log names the caller's address by design; the failure line names no value.
      const failureLine = JSON.stringify(failure).toLowerCase();
      expect(failureLine).not.toContain(username.toLowerCase());
      expect(failureLine).not.toContain(ip);
    } finally {
      await app.db.execute(sql.raw(`ALTER TABLE members DROP CONSTRAINT ${constraint}`));
    }
  });
});

/** Sends raw bytes to the listening app and reads the whole answer (the server closes). */
function rawRequest(port: number, bytes: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: body ? JSON.parse(body) : null });
    });
  });
}

describe("the framework's own failures, in the envelope", () => {
  it.each([
    ['/%ZZ', 400, 'bad.request'],
    [`/wps/content/activities/${'a'.repeat(300)}`, 414, 'uri.too.long'],
  ])('GET %s: %i %s', async (url, status, errorCode) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, errorCode });
  });

  it.each([
    ['GET', '/wps/session/login', 'POST'],
    ['POST', '/wps/member/info', 'GET, HEAD'],
    ['DELETE', '/m/home', 'GET, HEAD'],
    ['PUT', `/wps/content/activities/42`, 'GET, HEAD'],
  ])(
    '%s %s (a path that exists for other methods): 405 with Allow: %s',
    async (method, url, allow) => {
      const res = await app.inject({ method: method as 'GET', url });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'method.not.allowed' });
    },
  );

  it('a path no method has stays a 404', async () => {
    const res = await app.inject({ method: 'POST', url: '/wps/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
    expect(res.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  describe('on the socket', () => {
    let port: number;
    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as { port: number }).port;
    });

    it.each([
      [
        'a 20 KB query string',
        `GET /wps/system/test/ping?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
        431,
        'headers.too.large',
      ],
      [
        'an unknown method',
        'FOO /wps/system/test/ping HTTP/1.1\r\nHost: a\r\n\r\n',
        405,
        'method.not.allowed',
      ],
      [
        'a control character in a header',
        'GET / HTTP/1.1\r\nHost: a\r\nX: \u0001\r\n\r\n',
        400,
        'bad.request',
      ],
      [
        'a malformed Content-Length',
        'POST / HTTP/1.1\r\nHost: a\r\nContent-Length: x\r\n\r\n',
        400,
        'bad.request',
      ],
    ])('%s: %i %s', async (_name, bytes, status, errorCode) => {
      const res = await rawRequest(port, bytes);
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ success: false, errorCode });
    });
  });
});
