import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig, s3Settings, trustProxyValue } from '../src/config';

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
      CONSOLE_DIST: path.join(repoRoot, 'apps/console/dist'),
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

describe("the built apps' folders", () => {
  it('takes WEB_DIST and CONSOLE_DIST as given, a relative folder counted from where the server starts', () => {
    expect(loadConfig({ CONSOLE_DIST: '/srv/console' }).CONSOLE_DIST).toBe('/srv/console');
    const relative = loadConfig({ CONSOLE_DIST: 'build/console', WEB_DIST: './build/web' });
    expect(relative.CONSOLE_DIST).toBe(path.join(process.cwd(), 'build/console'));
    expect(relative.WEB_DIST).toBe(path.join(process.cwd(), 'build/web'));
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

describe('S3 storage of uploads', () => {
  const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'example/secret/key' };

  it('is off by default: uploads stay in the built-in folder', () => {
    expect(s3Settings(loadConfig({}))).toBeNull();
  });

  it('S3_BUCKET with both keys switches it on; path-style by default only with an endpoint', () => {
    expect(s3Settings(loadConfig({ S3_BUCKET: 'uploads', ...keys }))).toMatchObject({
      bucket: 'uploads',
      region: 'us-east-1',
      forcePathStyle: false,
      accessKeyId: 'AKIAEXAMPLE',
    });
    const minio = loadConfig({
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'auto',
      S3_PUBLIC_URL: 'https://cdn.example.com/uploads',
      ...keys,
    });
    expect(s3Settings(minio)).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'auto',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/uploads',
    });
    expect(
      s3Settings(
        loadConfig({
          ...keys,
          S3_BUCKET: 'b.c',
          S3_ENDPOINT: 'https://s3.example',
          S3_FORCE_PATH_STYLE: 'false',
        }),
      )?.forcePathStyle,
    ).toBe(false);
  });

  it('refuses a bucket without its keys, S3 variables without a bucket, and never echoes a secret', () => {
    const message = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(message({ S3_BUCKET: 'uploads' })).toMatch(
      /S3_ACCESS_KEY_ID: needed with S3_BUCKET\n {2}S3_SECRET_ACCESS_KEY: needed with S3_BUCKET/,
    );
    const stray = message({
      S3_SECRET_ACCESS_KEY: 'stray-secret-value',
      S3_ENDPOINT: 'http://minio:9000',
    });
    expect(stray).toMatch(/S3_ENDPOINT: has no effect without S3_BUCKET/);
    expect(stray).not.toContain('stray-secret-value');
    expect(message({ S3_BUCKET: 'Bad_Bucket', ...keys })).toMatch(/S3_BUCKET: an S3 bucket name/);
    // The public address goes into content image fields, which take https addresses only.
    expect(message({ S3_BUCKET: 'uploads', ...keys, S3_PUBLIC_URL: 'http://cdn.example' })).toMatch(
      /S3_PUBLIC_URL/,
    );
  });
});
