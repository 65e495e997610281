import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_STRINGS } from '@member-app/contract/schemas/text';
import type { App } from '../src/app';
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
