import { describe, expect, it } from 'vitest';
import {
  APP_PATH_MAX_LENGTH,
  isFollowableDownloadLink,
  redirectPageHosts,
  REDIRECT_URL_MAX_LENGTH,
  safeRedirectTarget,
} from '../src/rules/redirects';

const HOSTS = ['www.luckystar.test', 'download.luckystar.test:8443'];

describe('§2 back URLs and the redirect page: one policy (no open redirect)', () => {
  it.each([
    ['/m', '/m'],
    ['/m/', '/m/'],
    ['/m/home', '/m/home'],
    ['/m/game?category=RNG', '/m/game?category=RNG'],
    ['/m?affiliateCode=A1', '/m?affiliateCode=A1'],
    ['/m#top', '/m#top'],
    ['/m/./home', '/m/./home'],
    ['/m//evil.com', '/m//evil.com'],
    ['/m/game?next=https://evil.com', '/m/game?next=https://evil.com'],
    ['/m/%E6%B8%B8%E6%88%8F', '/m/%E6%B8%B8%E6%88%8F'],
  ])('allows the app path %s', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
    expect(safeRedirectTarget(raw, HOSTS)).toBe(expected);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['empty', ''],
    ['another site', 'https://evil.example.com/'],
    ['a protocol-relative address', '//evil.com'],
    ['a protocol-relative address to an app path', '//evil.example.com/m/home'],
    ['a backslash after the slash', '/\\evil.com'],
    ['a backslash in the app path', '/m\\evil'],
    ['a backslash as the second slash', '/m/..\\/\\evil.com'],
    ['a path of the site outside the app', '/vendor/demo/lottery'],
    ['a path that only starts like the app', '/mobile/mc/redirect.html'],
    ['a path that leaves the app with ..', '/m/../wps/session/logout'],
    ['a path that leaves the app with encoded ..', '/m/%2e%2e/wps/session/logout'],
    ['a relative path', 'm/game'],
    ['an encoded protocol-relative address', '%2F%2Fevil.com'],
    ['an encoded protocol-relative path', '/%2F%2Fevil.com'],
    ['a scheme without slashes', 'https:evil.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: in capitals', 'JaVaScRiPt:alert(1)'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a newline inside the scheme', 'java\nscript:alert(1)'],
    ['a newline inside https', 'ht\ntps://www.luckystar.test/'],
    ['a leading space', ' /m/home'],
    ['a trailing newline', '/m/home\n'],
    ['a carriage return in the path', '/m/home\r\nLocation: https://evil.com'],
    ['a NUL', '/m/home\u0000'],
    ['a right-to-left override', '/m/\u202ehome'],
    ['a zero-width space', '/m/\u200bhome'],
    ['a non-breaking space', '/m/\u00a0home'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['an app path that is too long', `/m/${'a'.repeat(APP_PATH_MAX_LENGTH)}`],
  ])('refuses %s as a back URL', (_name, raw) => {
    expect(safeRedirectTarget(raw)).toBeNull();
    expect(safeRedirectTarget(raw, HOSTS)).toBeNull();
  });

  it('a back URL is never an absolute address, not even to an allowed host', () => {
    expect(safeRedirectTarget('https://www.luckystar.test/m/home')).toBeNull();
  });

  it.each([
    ['https://www.luckystar.test/m/home', 'https://www.luckystar.test/m/home'],
    ['http://www.luckystar.test/', 'http://www.luckystar.test/'],
    ['HTTPS://WWW.LUCKYSTAR.TEST/app.apk', 'https://www.luckystar.test/app.apk'],
    // A port on either side is ignored: only the host is compared.
    ['https://download.luckystar.test/a.apk', 'https://download.luckystar.test/a.apk'],
    ['https://www.luckystar.test:444/a.apk', 'https://www.luckystar.test:444/a.apk'],
    [
      'https://download.luckystar.test/a.apk?sig=x%2By&next=https://evil.com',
      'https://download.luckystar.test/a.apk?sig=x%2By&next=https://evil.com',
    ],
  ])('allows %s on an allowed host', (raw, expected) =>
    expect(safeRedirectTarget(raw, HOSTS)).toBe(expected),
  );

  it.each([
    ['another site', 'https://evil.example/app.apk'],
    ['a look-alike host', 'https://www.luckystar.test.evil.example/app.apk'],
    ['a host that ends like an allowed one', 'https://evilwww.luckystar.test/'],
    ['a user name (the host is evil)', 'https://www.luckystar.test@evil.example/'],
    ['a user name (the host is good)', 'https://evil.example@www.luckystar.test/'],
    ['a user name and password', 'https://user:pw@www.luckystar.test/x.apk'],
    ['a backslash before the host', 'https:\\\\www.luckystar.test/'],
    ['a backslash after the host', 'https://evil.example\\@www.luckystar.test/'],
    ['a backslash as a slash', 'https:/\\evil.example/'],
    ['unicode full stops', 'https://www\u3002luckystar\u3002test/'],
    ['a fullwidth full stop', 'https://www\uff0eluckystar.test/'],
    ['a percent-encoded host', 'https://www%2Eluckystar.test/'],
    ['a trailing dot', 'https://www.luckystar.test./'],
    ['three slashes', 'https:///evil.example/'],
    ['a scheme without slashes', 'https:www.luckystar.test/'],
    ['ftp', 'ftp://www.luckystar.test/'],
    ['javascript: naming an allowed host', 'javascript://www.luckystar.test/%0aalert(1)'],
    ['a tab in the host', 'https://www.lucky\tstar.test/'],
    ['garbage', 'http://[::1'],
    [
      'an address that is too long',
      `https://www.luckystar.test/${'a'.repeat(REDIRECT_URL_MAX_LENGTH)}`,
    ],
  ])('refuses %s even with allowed hosts', (_name, raw) =>
    expect(safeRedirectTarget(raw, HOSTS)).toBeNull(),
  );
});

describe('ARCHITECTURE redirect page hosts: download links, domains, the page host', () => {
  it("names the merchant's download link hosts, its domains and the request host", () => {
    const hosts = redirectPageHosts({
      requestHost: 'm.luckystar.test:3000',
      domains: ['www.luckystar.test'],
      resources: [
        { resourceType: 'Android', url: 'https://download.luckystar.test/a.apk' },
        { resourceType: 'IOS', url: 'https://apps.apple.com/app/id1' },
        { resourceType: 'iOS lite app', url: 'https://lite.luckystar.test/' },
        { resourceType: 'MOBILECONFIG', url: 'https://cfg.luckystar.test/p.mobileconfig' },
        { resourceType: 'AppDownloadIcon', url: 'https://icons.example/icon.png' },
        { resourceType: 'Android', url: '/relative.apk' },
      ],
    });
    for (const allowed of [
      'https://m.luckystar.test/m/home',
      'https://www.luckystar.test/',
      'https://download.luckystar.test/a.apk',
      'https://apps.apple.com/app/id1',
      'https://lite.luckystar.test/',
      'https://cfg.luckystar.test/p.mobileconfig',
    ])
      expect(safeRedirectTarget(allowed, hosts), allowed).toBe(allowed);
    // The icon is not a download link: its host is not allowed.
    expect(safeRedirectTarget('https://icons.example/icon.png', hosts)).toBeNull();
  });
});

describe('§3 download links as an operator writes them: only what the redirect page follows', () => {
  it.each([
    'https://apps.apple.com/app/id0000000000',
    'https://play.google.com/store/apps/details?id=com.example',
    'http://dl.example.test:8080/app.apk',
    '/m/download',
  ])('accepts %s', (url) => {
    expect(isFollowableDownloadLink(url)).toBe(true);
  });

  it.each([
    'htps//dl.example.test/app.apk',
    'javascript:alert(1)',
    'itms-services://?action=download-manifest',
    '/static/app.apk',
    '//evil.example/app.apk',
    'https://user@dl.example.test/app.apk',
    'https://dl.example.test/app .apk',
    'https://dl。example.test/app.apk',
  ])('refuses %s', (url) => {
    expect(isFollowableDownloadLink(url)).toBe(false);
  });
});
