import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig, trustProxyValue } from '../src/config';

/** The server's environment, read once at start (STYLE "Configuration"). */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('loadConfig defaults', () => {
  it('starts with nothing set: port 3000 on every interface, embedded database in <repo>/data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(repoRoot, 'data'),
      WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
      DATABASE_POOL_SIZE: 10,
      DEFAULT_MERCHANT: 'demo',
      SEED_DEMO: true,
      TRUST_PROXY: 'false',
      GEO_COUNTRY_HEADER: 'cf-ipcountry',
      SHUTDOWN_GRACE_S: 10,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    // The operator API stays off unless a token is configured.
    expect(config.ADMIN_TOKEN).toBeUndefined();
  });

  it('reads only the environment it is given', () => {
    expect(loadConfig({ PORT: '8080' }).PORT).toBe(8080);
    expect(loadConfig({}).PORT).toBe(3000);
  });

  it('parses numbers, booleans, URLs and the geo header name', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/member-app',
      DATABASE_URL: 'postgresql://app:secret@db:5432/app',
      REDIS_URL: 'rediss://cache:6380',
      SEED_DEMO: 'no',
      GEO_COUNTRY_HEADER: 'X-Country',
      ADMIN_TOKEN: 'a-long-enough-operator-token',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/member-app',
      DATABASE_URL: 'postgresql://app:secret@db:5432/app',
      REDIS_URL: 'rediss://cache:6380',
      SEED_DEMO: false,
      GEO_COUNTRY_HEADER: 'x-country',
    });
    for (const [raw, value] of [
      ['true', true],
      ['1', true],
      ['yes', true],
      ['false', false],
      ['0', false],
    ] as const) {
      expect(loadConfig({ SEED_DEMO: raw }).SEED_DEMO, raw).toBe(value);
    }
  });
});

describe('loadConfig errors', () => {
  it('fails once, listing every bad variable on its own line', () => {
    const bad = {
      NODE_ENV: 'staging',
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://db/app',
      DATABASE_POOL_SIZE: '0',
      REDIS_URL: 'http://cache:6379',
      SEED_DEMO: 'maybe',
      ADMIN_TOKEN: 'short',
      SHUTDOWN_GRACE_S: '999',
    };
    let message = '';
    try {
      loadConfig({ ...bad, HOST: '::', DEFAULT_MERCHANT: 'demo' });
    } catch (error) {
      message = (error as Error).message;
    }
    const [heading, ...lines] = message.split('\n');
    expect(heading).toBe('Invalid configuration:');
    const named = lines.map((l) => l.trim().split(':')[0]);
    expect(named.sort()).toEqual(Object.keys(bad).sort());
    expect(message).toContain('ADMIN_TOKEN: at least 16 characters');
    // Good variables are not reported.
    expect(message).not.toMatch(/^\s*HOST:/m);
  });

  it('reports a single bad variable the same way', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/^Invalid configuration:\n {2}PORT: /);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default, on with true, or a list of proxies', () => {
    expect(trustProxyValue('false')).toBe(false);
    expect(trustProxyValue('')).toBe(false);
    expect(trustProxyValue('true')).toBe(true);
    expect(trustProxyValue('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });
});
