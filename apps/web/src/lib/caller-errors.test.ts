import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { getOverlays, resetOverlays } from './overlay-store';
import { isTooManyRequests, resendAtFromRefusal, showCallerError } from './caller-errors';

const refusal = (message: string, value: unknown = null) =>
  new ApiError('envelope', 'too.many.requests', 429, message, { url: '/x', alert: false, value });
const t = (key: string) => `t:${key}`;

afterEach(() => resetOverlays());

describe('§8 errors of the flows that show their own (alert: false callers)', () => {
  it('§8 a TOO_MANY_REQUEST message is recognised by its prefix', () => {
    expect(isTooManyRequests(refusal('TOO_MANY_REQUEST: wait'))).toBe(true);
    expect(isTooManyRequests(refusal('Something else'))).toBe(false);
    expect(isTooManyRequests(new Error('TOO_MANY_REQUEST: x'))).toBe(false);
  });

  it('§4 a code asked for too soon counts down to the refusal expirationTime', () => {
    expect(resendAtFromRefusal(refusal('TOO_MANY_REQUEST: wait', { expirationTime: 5000 }))).toBe(
      5000,
    );
    expect(resendAtFromRefusal(refusal('TOO_MANY_REQUEST: wait'))).toBeNull();
    expect(resendAtFromRefusal(refusal('other', { expirationTime: 5000 }))).toBeNull();
  });

  it('§8 TOO_MANY_REQUEST is never alerted: a translated note instead of the raw message', async () => {
    await showCallerError(refusal('TOO_MANY_REQUEST: wait before requesting another code'), t);
    expect(getOverlays()).toEqual([
      expect.objectContaining({ kind: 'toast', message: 't:too_many_attempts' }),
    ]);
  });

  it('§8 other failures: the server message in an alert', () => {
    void showCallerError(
      new ApiError('envelope', 'x.y', 400, 'Bad thing', { url: '/x', alert: false }),
      t,
    );
    expect(getOverlays()).toEqual([
      expect.objectContaining({ kind: 'dialog', message: 'Bad thing', title: 't:notice' }),
    ]);
  });
});
