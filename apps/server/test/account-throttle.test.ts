import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/app-instance';
import { captchaToken, freshIp, post, registerMember } from './accounts';
import { buildTestApp } from './helpers';

/**
 * Credential stuffing from many addresses (behind TRUST_PROXY every request can claim another):
 * the account itself asks for the captcha after a few wrong passwords and is locked past a higher
 * bound, whatever the address; its owner is told at the next login.
 */

// Real time: the captcha library checks its challenge against the wall clock.
let clock = Date.now();
let app: App;
beforeAll(async () => {
  app = await buildTestApp(
    {},
    {
      now: () => clock,
      // Per address nothing stops the guesser; only the account's own limits are at play.
      rateLimits: {
        loginPerIp: { max: 10_000, windowSeconds: 600 },
        loginFailuresPerAccountIp: { max: 1_000, windowSeconds: 900 },
        registerPerIp: { max: 10_000, windowSeconds: 3600 },
        accountCaptchaAfter: { max: 3, windowSeconds: 3600 },
        accountLock: { max: 6, windowSeconds: 900 },
      },
    },
  );
});
afterAll(async () => {
  await app.close();
});

const attempt = (username: string, password: string, extra: Record<string, unknown> = {}) =>
  post(app, '/wps/session/login', { username, password, ...extra }, {}, freshIp());

describe('per-account throttling, independent of the address', () => {
  // Each captcha is a proof of work the test solves (a few seconds on a loaded machine).
  it(
    'asks for the captcha after 3 failures from 3 addresses, then locks at 6; the owner is told',
    { timeout: 120_000 },
    async () => {
      const owner = await registerMember(app);
      for (let i = 0; i < 3; i++) {
        expect((await attempt(owner.userName, `Wrong#${i}x`)).json().errorCode).toBe(
          'login.cred.err',
        );
      }
      // From a fourth address, even the right password is not checked without a captcha.
      const blocked = await attempt(owner.userName, owner.password);
      expect(blocked.statusCode).toBe(400);
      expect(blocked.json().errorCode).toBe('captcha.required');
      // With the merchant's captcha (the built-in ALTCHA) the password is checked again.
      for (let i = 3; i < 5; i++) {
        const res = await attempt(owner.userName, `Wrong#${i}x`, {
          geetestValidateV4: await captchaToken(app),
        });
        expect(res.json().errorCode).toBe('login.cred.err');
      }
      const locking = await attempt(owner.userName, 'Wrong#5x', {
        geetestValidateV4: await captchaToken(app),
      });
      expect(locking.statusCode).toBe(423);
      expect(locking.json()).toMatchObject({
        success: false,
        errorCode: 'account.temporarily.locked',
        value: { lockedUntil: clock + 900_000 },
      });
      // Locked: the right password and a captcha do not open it, from anywhere.
      const locked = await attempt(owner.userName, owner.password, {
        geetestValidateV4: await captchaToken(app),
      });
      expect(locked.json().errorCode).toBe('account.temporarily.locked');

      // The lock ends by itself; the owner's next login says what happened, once.
      clock += 901_000;
      const back = await attempt(owner.userName, owner.password);
      expect(back.statusCode).toBe(200);
      expect(back.json().value.securityNotice).toEqual({ failedAttempts: 6, locked: true });
      const again = await attempt(owner.userName, owner.password);
      expect(again.json().value.securityNotice).toBeUndefined();
    },
  );

  it('200 wrong passwords from 200 addresses: 3 are checked, the other 197 need the captcha first', async () => {
    const owner = await registerMember(app);
    const codes: Record<string, number> = {};
    for (let i = 0; i < 200; i++) {
      const code = (await attempt(owner.userName, `Guess#${i}x`)).json().errorCode as string;
      codes[code] = (codes[code] ?? 0) + 1;
    }
    // Three checked, then every attempt without a captcha is refused before the password.
    expect(codes).toEqual({ 'login.cred.err': 3, 'captcha.required': 197 });
  });

  it('a failure on another account, or a login with the right password, starts nothing', async () => {
    const owner = await registerMember(app);
    await attempt(owner.userName, 'Wrong#1x');
    await attempt(owner.userName, 'Wrong#2x');
    const ok = await attempt(owner.userName, owner.password);
    expect(ok.statusCode).toBe(200);
    // The failures are told, and the count starts over: two more failures ask for no captcha.
    expect(ok.json().value.securityNotice).toEqual({ failedAttempts: 2, locked: false });
    await attempt(owner.userName, 'Wrong#3x');
    await attempt(owner.userName, 'Wrong#4x');
    expect((await attempt(owner.userName, owner.password)).statusCode).toBe(200);
  });
});
