import { describe, expect, it } from 'vitest';
import { decideErrorActions, type FailedCall } from './error-policy';

const fail = (over: Partial<FailedCall>): FailedCall => ({
  kind: 'envelope',
  code: null,
  status: 400,
  message: 'Something failed',
  alert: true,
  ...over,
});

describe('§8 error catalogue', () => {
  it('§8 CUSTOMER_NOT_LOGIN logs out and asks to log in', () => {
    expect(decideErrorActions(fail({ message: 'CUSTOMER_NOT_LOGIN', status: 401 }))).toEqual([
      { type: 'logout' },
      { type: 'please-login' },
    ]);
  });

  it('§8 HTTP 401 logs out', () => {
    expect(
      decideErrorActions(fail({ kind: 'http', status: 401, message: 'Unauthorized' })),
    ).toEqual([{ type: 'logout' }]);
  });

  it('§8 502 is rejected silently', () => {
    expect(decideErrorActions(fail({ kind: 'http', status: 502, message: 'Bad Gateway' }))).toEqual(
      [],
    );
  });

  it.each(['customer.not.login', 'user.or.token.invalid', 'login.not.session'])(
    '§8 %s logs out',
    (code) => {
      expect(decideErrorActions(fail({ code }))).toEqual([{ type: 'logout' }]);
    },
  );

  it('§8 token_ip_different turns auto-login off and shows the message', () => {
    expect(decideErrorActions(fail({ code: 'token_ip_different', message: 'IP changed' }))).toEqual(
      [{ type: 'auto-login-off' }, { type: 'alert', message: 'IP changed' }],
    );
  });

  it('§8 messages starting with TOO_MANY_REQUEST are not alerted', () => {
    expect(
      decideErrorActions(fail({ status: 429, message: 'TOO_MANY_REQUEST: slow down' })),
    ).toEqual([]);
  });

  it('§7/§8 alert false suppresses the alert', () => {
    expect(decideErrorActions(fail({ alert: false }))).toEqual([]);
  });

  it("§8 other failures alert the server message, or 'unknown error'", () => {
    expect(decideErrorActions(fail({ message: 'Name taken' }))).toEqual([
      { type: 'alert', message: 'Name taken' },
    ]);
    expect(decideErrorActions(fail({ message: '' }))).toEqual([
      { type: 'alert', message: 'unknown error' },
    ]);
  });

  it("§8 an empty URL ('url is null') is a programming error: nothing shown", () => {
    expect(decideErrorActions(fail({ kind: 'config', message: 'url is null', status: 0 }))).toEqual(
      [],
    );
  });

  it('network failures and timeouts alert their message', () => {
    expect(
      decideErrorActions(fail({ kind: 'network', status: 0, message: 'Network Error' })),
    ).toEqual([{ type: 'alert', message: 'Network Error' }]);
  });
});
