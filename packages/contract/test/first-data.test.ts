import { describe, expect, it } from 'vitest';
import { FIRST_DATA_MAX_AGE_MS, firstDataIsFresh } from '../src/boot-config';

describe('first data in the page', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');

  it('stands for the calls when the page was just painted by the server', () => {
    expect(firstDataIsFresh(now - 300, now)).toBe(true);
  });

  it('tolerates a phone clock a minute behind or ahead of the server', () => {
    expect(firstDataIsFresh(now + 60_000, now)).toBe(true);
    expect(firstDataIsFresh(now - 60_000, now)).toBe(true);
  });

  it('is not used from a page the service worker kept from an earlier visit', () => {
    expect(firstDataIsFresh(now - FIRST_DATA_MAX_AGE_MS - 1, now)).toBe(false);
    expect(firstDataIsFresh(now - 3 * 24 * 3600_000, now)).toBe(false);
  });

  it('is not used when the time is missing or not a number', () => {
    expect(firstDataIsFresh(Number.NaN, now)).toBe(false);
    expect(firstDataIsFresh(Number.POSITIVE_INFINITY, now)).toBe(false);
  });
});
