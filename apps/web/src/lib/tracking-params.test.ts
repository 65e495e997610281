import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADER_LIMIT_BYTES } from '@member-app/contract/constants';
import { utf8Length } from '@member-app/contract/rules/tracking';
import {
  FBC_COOKIE,
  REG_INFO_COOKIE,
  S2S_KEY,
  TRACK_COOKIE,
  captureLandingTracking,
  decideLanding,
  readRegInfo,
  readS2sInfo,
  readTrackingObject,
  resetLandingCaptureForTests,
  statusTrackParam,
} from './tracking-params';

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

const empty = { tracking: {}, regInfo: {}, s2s: {} };
const T = 1_700_000_000_000;

describe('§3/§6 what a landing keeps (decideLanding)', () => {
  it('§3 fbclid becomes fbc fb.1.{time}.{fbclid}; utm_source and the click ids are kept', () => {
    const out = decideLanding({
      search: '?fbclid=IwAR1&utm_source=x&ttclid=T1&gclid=G1',
      host: 'www.luckystar.test',
      now: T,
      stored: empty,
    });
    expect(out.tracking).toEqual({
      fbc: `fb.1.${T}.IwAR1`,
      utm_source: 'x',
      ttclid: 'T1',
      gclid: 'G1',
    });
    expect(out.changed.tracking).toBe(true);
  });

  it('§3 a later landing wins field by field; earlier fields stay', () => {
    const stored = { ...empty, tracking: { fbc: 'fb.1.1.old', utm_source: 'a' } };
    const out = decideLanding({
      search: '?utm_source=b',
      host: 'www.luckystar.test',
      now: T,
      stored,
    });
    expect(out.tracking).toEqual({ fbc: 'fb.1.1.old', utm_source: 'b' });
  });

  it('§9 a landing without parameters changes nothing (the 90 days are not renewed)', () => {
    const stored = {
      tracking: { utm_source: 'a' },
      regInfo: { affiliateCode: 'A1', originalDomain: 'www.luckystar.test' },
      s2s: {},
    };
    const out = decideLanding({ search: '', host: 'www.luckystar.test', now: T, stored });
    expect(out.changed).toEqual({ tracking: false, regInfo: false, s2s: false });
  });

  it('§6 reg_info: affiliateCode, referralCode from referralCode or r, originalDomain = the landing host', () => {
    expect(
      decideLanding({
        search: '?affiliateCode=A1&r=R9',
        host: 'www.luckystar.test:3000',
        now: T,
        stored: empty,
      }).regInfo,
    ).toEqual({
      affiliateCode: 'A1',
      referralCode: 'R9',
      originalDomain: 'www.luckystar.test',
    });
    expect(
      decideLanding({ search: '?referralCode=RC&r=R9', host: 'x.test', now: T, stored: empty })
        .regInfo.referralCode,
    ).toBe('RC');
  });

  it('§6 the affiliate from the subdomain, unless the parameter names one; preview is www', () => {
    expect(
      decideLanding({ search: '', host: 'aff123.luckystar.test', now: T, stored: empty }).regInfo,
    ).toEqual({
      affiliateCode: 'aff123',
      originalDomain: 'aff123.luckystar.test',
    });
    expect(
      decideLanding({
        search: '?affiliateCode=A1',
        host: 'aff123.luckystar.test',
        now: T,
        stored: empty,
      }).regInfo.affiliateCode,
    ).toBe('A1');
    expect(
      decideLanding({ search: '', host: 'preview.luckystar.test', now: T, stored: empty }).regInfo
        .affiliateCode,
    ).toBeUndefined();
    expect(
      decideLanding({ search: '', host: 'www.luckystar.test', now: T, stored: empty }).regInfo
        .affiliateCode,
    ).toBeUndefined();
  });

  it('§6 a plain visit keeps the first landing’s host and affiliate', () => {
    const stored = {
      ...empty,
      regInfo: { affiliateCode: 'aff123', originalDomain: 'aff123.luckystar.test' },
    };
    expect(
      decideLanding({ search: '', host: 'www.luckystar.test', now: T, stored }).regInfo,
    ).toEqual(stored.regInfo);
  });

  it('§3 s2s_info from the native shell’s query parameters', () => {
    expect(
      decideLanding({
        search: '?gpsAdid=G&idfa=I&adAppToken=tok',
        host: 'x.test',
        now: T,
        stored: empty,
      }).s2s,
    ).toEqual({
      gpsAdid: 'G',
      idfa: 'I',
      adAppToken: 'tok',
    });
  });

  it('§9 keeps the tracking cookie within 1024 bytes, dropping pixel ids before click ids', () => {
    const long = 'v'.repeat(250);
    const search = `?fbclid=${long}&ttclid=${long}&gclid=${long}&okspExt=${long}&tfTracker=${long}&fbPixelId=${long}`;
    const out = decideLanding({ search, host: 'x.test', now: T, stored: empty });
    expect(encodeURIComponent(JSON.stringify(out.tracking)).length).toBeLessThanOrEqual(
      HEADER_LIMIT_BYTES,
    );
    expect(out.tracking.fbc).toBeDefined();
    expect(out.tracking.okspExt).toBeUndefined();
  });
});

describe('§9 tracker cookies (captureLandingTracking)', () => {
  let cookieSet: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    clearCookies();
    localStorage.clear();
    resetLandingCaptureForTests();
    cookieSet = vi.spyOn(Document.prototype, 'cookie', 'set');
  });
  afterEach(() => cookieSet.mockRestore());

  it('§9 writes _fbc, MC_TRACK and MC_REG_INFO for 90 days and reads them back', () => {
    captureLandingTracking(
      {
        search: '?fbclid=IwAR1&affiliateCode=A1&utm_source=x&gpsAdid=G',
        host: 'www.luckystar.test',
      },
      T,
    );
    const written: string[] = cookieSet.mock.calls.map((c: unknown[]) => String(c[0]));
    for (const name of [FBC_COOKIE, TRACK_COOKIE, REG_INFO_COOKIE]) {
      const line = written.find((w) => w.startsWith(`${encodeURIComponent(name)}=`));
      expect(line, name).toContain(`Max-Age=${90 * 86_400}`);
    }
    expect(written.find((w) => w.startsWith('_fbc='))).toContain(
      encodeURIComponent(`fb.1.${T}.IwAR1`),
    );
    expect(readTrackingObject()).toEqual({ fbc: `fb.1.${T}.IwAR1`, utm_source: 'x' });
    expect(readRegInfo()).toEqual({ affiliateCode: 'A1', originalDomain: 'www.luckystar.test' });
    expect(readS2sInfo()).toEqual({ gpsAdid: 'G' });
    expect(localStorage.getItem(S2S_KEY)).toContain('gpsAdid');
  });

  it('§3 reads the fbp cookie set by Facebook’s pixel, and ignores forged or malformed cookies', () => {
    document.cookie = '_fbp=fb.1.1700000000000.123456; Path=/';
    document.cookie = `${TRACK_COOKIE}=${encodeURIComponent('{"tid":"<x>","kw":"ok","fbc":"forged"}')}; Path=/`;
    document.cookie = `${REG_INFO_COOKIE}=not-json; Path=/`;
    expect(readTrackingObject()).toEqual({ kw: 'ok', fbp: 'fb.1.1700000000000.123456' });
    expect(readRegInfo()).toEqual({});
  });

  it('runs once per page load', () => {
    captureLandingTracking({ search: '?utm_source=a', host: 'x.test' }, T);
    captureLandingTracking({ search: '?utm_source=b', host: 'x.test' }, T);
    expect(readTrackingObject().utm_source).toBe('a');
  });

  it('§7/§9 the status call’s track carries the device id, tracking object and reg_info within 1024 bytes', () => {
    captureLandingTracking(
      {
        search: `?fbclid=${'f'.repeat(250)}&affiliateCode=A1&kw=${'k'.repeat(250)}&tid=${'t'.repeat(250)}`,
        host: 'x.test',
      },
      T,
    );
    const track = statusTrackParam();
    expect(utf8Length(track)).toBeLessThanOrEqual(HEADER_LIMIT_BYTES);
    const parsed = JSON.parse(track) as {
      deviceId: string;
      tracking: Record<string, string>;
      regInfo: Record<string, string>;
    };
    expect(parsed.deviceId).toHaveLength(36);
    expect(parsed.tracking.fbc).toMatch(/^fb\.1\./);
    expect(parsed.regInfo.affiliateCode).toBe('A1');
  });
});
