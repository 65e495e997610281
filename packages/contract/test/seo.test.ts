import { describe, expect, it } from 'vitest';
import { canonicalUrl, needsNoindex, resolveSeo, type SeoConfig } from '../src/rules/seo';

/** SPEC §2 "Page behaviour": the robots rule and the per-path, per-domain SEO configuration. */

/** §2 public pages, as the SPEC lists them. */
const PUBLIC_PAGES = [
  '/m/',
  '/m/index.html',
  '/m/home',
  '/m/help',
  '/m/activity',
  '/m/register',
  '/m/news',
];

describe('§2 noindex: added unless the host is localhost or begins with www and the path is a public page', () => {
  it.each([
    // [host, path, noindex]
    ['localhost', '/m/home', false],
    ['localhost:3000', '/m/', false],
    ['LOCALHOST', '/m/news', false],
    ['www.luckystar.test', '/m/help', false],
    ['www.luckystar.test:8443', '/m/register', false],
    ['WWW.LuckyStar.test', '/m/activity', false],
    ['luckystar.test', '/m/home', true],
    ['m.luckystar.test', '/m/home', true],
    ['sub.www.luckystar.test', '/m/home', true],
    ['127.0.0.1', '/m/home', true],
    ['[::1]:3000', '/m/home', true],
    ['localhost.evil.test', '/m/home', true],
    ['localhost', '/', true],
    ['localhost', '/m/index', true],
    ['localhost', '/m/login', true],
    ['www.luckystar.test', '/m/game', true],
    ['www.luckystar.test', '/m/inviteFriends', true],
  ] as const)('§2 host %s, path %s → noindex %s', (host, pathname, expected) => {
    expect(needsNoindex(host, pathname)).toBe(expected);
  });

  it.each(PUBLIC_PAGES)(
    '§2 public page %s is indexable on localhost and www hosts only',
    (pathname) => {
      expect(needsNoindex('localhost', pathname)).toBe(false);
      expect(needsNoindex('www.example.com', pathname)).toBe(false);
      expect(needsNoindex('example.com', pathname)).toBe(true);
      expect(needsNoindex('m.example.com', pathname)).toBe(true);
    },
  );
});

describe('§2 noindex: also added when the path has more than two slashes', () => {
  it.each([
    ['localhost', '/m/member/home'],
    ['localhost', '/m/member/benefits'],
    ['www.luckystar.test', '/m/securityCenter/addBankCard'],
    ['www.luckystar.test', '/m/mall/mallHome'],
    ['localhost', '/m/home/'],
    ['localhost', '/m/help/faq'],
  ])('§2 host %s, path %s → noindex', (host, pathname) => {
    expect(needsNoindex(host, pathname)).toBe(true);
  });

  it('§2 exactly two slashes on a public page is not enough', () => {
    expect(needsNoindex('localhost', '/m/home')).toBe(false);
    expect(needsNoindex('localhost', '/m/')).toBe(false);
  });
});

const HOME = { title: 'Home', description: 'Home page', canonical: '/m/home' };
const HELP = { title: 'Help', description: 'Help page' };
const A_HOME = {
  title: 'A home',
  description: 'A home page',
  canonical: 'https://www.a.example/m/home',
};
const A_GAME = { title: 'A game', description: 'A game page' };
const B_HELP = { title: 'B help', description: 'B help page' };
const config: SeoConfig = {
  '*': { '/m/home': HOME, '/m/help': HELP },
  'a.example': { '/m/home': A_HOME, '/m/game': A_GAME },
  'b.example': { '/m/help': B_HELP },
};

describe('§2 SEO: title, description and canonical come from a per-path and per-domain configuration', () => {
  it.each([
    ['other.example', '/m/help', HELP, 'a path entry for every domain'],
    ['other.example', '/m/home', HOME, 'the home entry for every domain'],
    ['a.example', '/m/game', A_GAME, "a domain's own path entry"],
    ['a.example', '/m/home', A_HOME, "a domain's own home entry over the one for every domain"],
    ['A.Example:8080', '/m/game', A_GAME, 'the domain matched without case or port'],
    ['b.example', '/m/help', B_HELP, "a domain's own path entry over the one for every domain"],
    ['a.example', '/m/help', HELP, "a path's own entry over the domain's home entry"],
  ] as const)('§2 %s %s → %o (%s)', (host, pathname, expected, _why) => {
    expect(resolveSeo(config, host, pathname)).toEqual(expected);
  });
});

describe('§2 SEO: unconfigured paths use the /m/home entry', () => {
  it.each([
    ['other.example', '/m/login', HOME],
    ['other.example', '/', HOME],
    ['b.example', '/m/login', HOME],
    ['a.example', '/m/login', A_HOME],
    ['a.example', '/m/member/home', A_HOME],
  ] as const)('§2 %s %s → the /m/home entry %o', (host, pathname, expected) => {
    expect(resolveSeo(config, host, pathname)).toEqual(expected);
  });

  it('§2 nothing configured, or no /m/home entry for an unconfigured path, resolves to nothing', () => {
    expect(resolveSeo({}, 'localhost', '/m/home')).toBeUndefined();
    expect(resolveSeo({ '*': { '/m/help': HELP } }, 'localhost', '/m/login')).toBeUndefined();
  });
});

describe('§2 canonical link', () => {
  it.each([
    [
      { ...HOME, canonical: 'https://www.a.example/m/home' },
      'http://localhost:3000',
      '/m/login',
      'https://www.a.example/m/home',
    ],
    [
      { ...HOME, canonical: 'HTTP://Other.example/x' },
      'http://localhost',
      '/m/login',
      'HTTP://Other.example/x',
    ],
    [HOME, 'http://localhost:3000', '/m/login', 'http://localhost:3000/m/home'],
    [HELP, 'https://www.a.example', '/m/help', 'https://www.a.example/m/help'],
    [HELP, 'https://www.a.example/', '/m/help', 'https://www.a.example/m/help'],
    [undefined, 'http://localhost', '/m/game', 'http://localhost/m/game'],
  ] as const)('§2 entry %o at %s%s → %s', (entry, origin, pathname, expected) => {
    expect(canonicalUrl(entry, origin, pathname)).toBe(expected);
  });
});
