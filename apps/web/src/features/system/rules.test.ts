import { describe, expect, it } from 'vitest';
import { decideStatusFailure, decideSystemScreen, NETWORK_ERROR_MESSAGE } from './rules';

describe('§8 status call failure', () => {
  it('§8 domain_not_available goes to the domain error handler', () => {
    expect(
      decideStatusFailure({
        errorCode: 'domain_not_available',
        message: 'x not ours',
        protocol: 'https:',
      }),
    ).toEqual({
      type: 'domain',
      message: 'x not ours',
    });
  });

  it('§2 screen 15 / §8 domain_not_available without a message passes Error to the domain modal', () => {
    expect(
      decideStatusFailure({ errorCode: 'domain_not_available', message: '', protocol: 'https:' }),
    ).toEqual({
      type: 'domain',
      message: 'Error',
    });
  });

  it('§8 any other errorCode shows a notice with the server message, or Error', () => {
    expect(
      decideStatusFailure({ errorCode: 'internal.error', message: 'Down', protocol: 'https:' }),
    ).toEqual({
      type: 'notice',
      message: 'Down',
    });
    expect(decideStatusFailure({ errorCode: 'x', message: '', protocol: 'http:' })).toEqual({
      type: 'notice',
      message: 'Error',
    });
  });

  it('§8 a non-http protocol shows a notice with the message, or Error', () => {
    expect(decideStatusFailure({ errorCode: null, message: '', protocol: 'capacitor:' })).toEqual({
      type: 'notice',
      message: 'Error',
    });
  });

  it('§8 plain http with no errorCode shows Network Error / CORS Errors', () => {
    for (const protocol of ['http:', 'https:']) {
      expect(
        decideStatusFailure({ errorCode: null, message: 'Failed to fetch', protocol }),
      ).toEqual({
        type: 'notice',
        message: NETWORK_ERROR_MESSAGE,
      });
    }
    expect(NETWORK_ERROR_MESSAGE).toBe('Network Error / CORS Errors');
  });
});

describe('§2 system screens', () => {
  it('§2 maintenance replaces the app, before a region restriction', () => {
    expect(decideSystemScreen({ maintenance: true, regionRestriction: true })).toBe('maintenance');
  });
  it('§2 IP or region restriction shows access denied', () => {
    expect(decideSystemScreen({ maintenance: false, regionRestriction: true })).toBe('restricted');
  });
  it('otherwise the app shows', () => {
    expect(decideSystemScreen({ maintenance: false, regionRestriction: false })).toBeNull();
    expect(decideSystemScreen(undefined)).toBeNull();
  });
});
