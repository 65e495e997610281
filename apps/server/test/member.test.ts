import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/lib/app-instance';
import { members } from '../src/db/schema';
import { buildTestApp, createMerchant } from './helpers';
import {
  RELAXED_LIMITS,
  freshIp,
  freshMobile,
  login,
  post,
  registerMember,
  smsCode,
  tokenOf,
} from './accounts';

/** The member's own calls (§3 member info, §7 language, /m/changePsw). */

let app: App;
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
});
afterAll(async () => {
  await app.close();
});

const info = (token: string) =>
  app.inject({ url: '/wps/member/info', headers: { authorization: token } });

describe('§3 GET /wps/member/info', () => {
  it('answers the member with its club label', async () => {
    const res = await info(await tokenOf(app, 'demo_player', 'Player#2026'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({
      success: true,
      message: null,
      errorCode: null,
      value: {
        id: expect.any(Number),
        account: 'demo_player',
        userName: 'demo_player',
        type: 0,
        regDate: expect.any(Number),
        language: 'EN',
        clubLabel: { labelName: 'Gold', labelId: expect.any(Number), type: 'AUTO', rankLevel: 3 },
      },
    });
  });

  it('answers clubLabel null and the member type for members without a label (§6 type 4)', async () => {
    const value = (await info(await tokenOf(app, 'demo_limited', 'Limited#2026'))).json().value;
    expect(value).toMatchObject({ userName: 'demo_limited', type: 4, clubLabel: null });
  });

  it('makes no database round trip when the cache is warm', async () => {
    const token = await tokenOf(app, 'demo_agent', 'Agent#2026');
    await info(token);
    const select = vi.spyOn(app.db, 'select');
    const load = vi.spyOn(app.members, 'info');
    try {
      for (let i = 0; i < 3; i++) expect((await info(token)).statusCode).toBe(200);
      expect(select).not.toHaveBeenCalled();
      expect(load).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
      load.mockRestore();
    }
  });

  it('answers 401 CUSTOMER_NOT_LOGIN in the envelope (fast serializer keeps the error shape)', async () => {
    const res = await app.inject({ url: '/wps/member/info' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'customer.not.login',
      message: 'CUSTOMER_NOT_LOGIN',
      value: null,
    });
  });

  it('is documented in OpenAPI with its response schema and the session token', async () => {
    const doc = (await app.inject({ url: '/docs/json' })).json();
    const op = doc.paths['/wps/member/info'].get;
    expect(op.security).toEqual([{ sessionToken: [] }]);
    expect(JSON.stringify(op.responses['200'])).toContain('#/components/schemas/MemberInfo');
    expect(Object.keys(doc.components.schemas.MemberInfo.properties)).toContain('clubLabel');
    expect(doc.paths['/wps/session/login'].post.requestBody).toBeDefined();
  });
});

describe('§7 POST /wps/member/language', () => {
  it('saves the language and the next member info shows it at once', async () => {
    const { token } = await registerMember(app);
    expect((await info(token)).json().value.language).toBe('EN');
    const res = await app.inject({
      method: 'POST',
      url: '/wps/member/language',
      headers: { authorization: token },
      payload: { language: 'PT-BR' },
    });
    expect(res.json()).toEqual({ success: true, message: null, errorCode: null, value: null });
    expect((await info(token)).json().value.language).toBe('PT-BR');
  });

  it('refuses unknown languages and callers without a session', async () => {
    const { token } = await registerMember(app);
    for (const language of ['XX', 'en-us', '', 42, "EN'; --"]) {
      const res = await app.inject({
        method: 'POST',
        url: '/wps/member/language',
        headers: { authorization: token },
        payload: { language },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('validation.failed');
    }
    const anonymous = await app.inject({
      method: 'POST',
      url: '/wps/member/language',
      payload: { language: 'EN' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /wps/member/password (/m/changePsw)', () => {
  const change = (token: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { authorization: token },
      payload: payload as object,
    });

  it('refuses a wrong current password with password.old.wrong and a weak new one with validation.failed', async () => {
    const member = await registerMember(app);
    const wrong = await change(member.token, {
      oldPassword: 'Wrong#123',
      newPassword: 'NewPass#123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('password.old.wrong');
    const weak = await change(member.token, { oldPassword: member.password, newPassword: 'short' });
    expect(weak.json().errorCode).toBe('validation.failed');
    expect((await login(app, member.userName, member.password)).statusCode).toBe(200);
  });

  it("changes the password, clears the temporary-password flags and ends the member's other sessions", async () => {
    const { domains, code } = await createMerchant(app);
    const host = { host: domains[0]! };
    const mobileNum = freshMobile();
    const verificationCode = await smsCode(
      app,
      { countryDialingCode: '63', mobileNum, purpose: 'register' },
      host,
      code,
    );
    const registered = await post(
      app,
      '/wps/member/register/mobile',
      { registerMethod: 'H5', countryDialingCode: '63', mobileNum, verificationCode },
      host,
      freshIp(),
    );
    const { token, userName, id } = registered.json().value;
    const other = (await login(app, userName, 'Temp#Pass2026', host)).json().value.token;

    const res = await app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { ...host, authorization: token },
      payload: { oldPassword: 'Temp#Pass2026', newPassword: 'Mine#2026x' },
    });
    expect(res.json()).toEqual({ success: true, message: null, errorCode: null, value: null });

    const [row] = await app.db.select().from(members).where(eq(members.id, id));
    expect(row).toMatchObject({ firstTimeLogin: false, usesTempPassword: false });
    expect(Date.now() - row!.passwordChangedAt!.getTime()).toBeLessThan(60_000);
    // This session goes on; the other one is over.
    expect(
      (await app.inject({ url: '/wps/member/info', headers: { ...host, authorization: token } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: '/wps/member/info', headers: { ...host, authorization: other } }))
        .statusCode,
    ).toBe(401);
    expect((await login(app, userName, 'Temp#Pass2026', host)).json().errorCode).toBe(
      'login.cred.err',
    );
    expect((await login(app, userName, 'Mine#2026x', host)).json().value).toMatchObject({
      firstTimeLogin: false,
      usingTemporaryPassword: false,
    });
  });

  it('§5 a member on the temporary password may set one without the old password; others may not', async () => {
    const { domains, code } = await createMerchant(app);
    const host = { host: domains[0]! };
    const mobileNum = freshMobile();
    const verificationCode = await smsCode(
      app,
      { countryDialingCode: '63', mobileNum, purpose: 'register' },
      host,
      code,
    );
    const registered = await post(
      app,
      '/wps/member/register/mobile',
      { registerMethod: 'H5', countryDialingCode: '63', mobileNum, verificationCode },
      host,
      freshIp(),
    );
    const { token, userName } = registered.json().value;
    const change = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/wps/member/password',
        headers: { ...host, authorization: token },
        payload,
      });
    expect((await change({ newPassword: 'Mine#2026y' })).json()).toMatchObject({ success: true });
    expect((await login(app, userName, 'Mine#2026y', host)).json().success).toBe(true);
    // The temporary password is gone: from now on the old password is needed.
    const again = await change({ newPassword: 'Mine#2026z' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, errorCode: 'password.old.wrong' });
  });

  it('needs a session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/member/password',
      payload: { oldPassword: 'a', newPassword: 'Abcdef12' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('customer.not.login');
  });
});
