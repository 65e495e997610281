import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A built app's folder, made absolute: the static file server takes absolute roots only. */
const distFolder = (fallback: string) =>
  z
    .string()
    .default(path.join(repoRoot, fallback))
    .transform((folder) => path.resolve(folder));

/**
 * Every environment variable the server reads (README "Configuration"), parsed once at start.
 * Nothing else in the server reads process.env.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Embedded database folder, used when DATABASE_URL is unset. */
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Built web app served under /m/ (a relative folder counts from where the server starts). */
  WEB_DIST: distFolder('apps/web/dist'),
  /** Built operator console served under /console/ (relative: from where the server starts). */
  CONSOLE_DIST: distFolder('apps/console/dist'),
  /** Merchant for requests whose host is not a merchant domain and that name no merchant. */
  DEFAULT_MERCHANT: z.string().min(1).default('demo'),
  /** Seed the demo merchant and demo members on start when the database has none. */
  SEED_DEMO: bool.default(true),
  /** Trust X-Forwarded-* from a proxy: false, true, or a list of proxy addresses. */
  TRUST_PROXY: z.string().default('false'),
  /** Header a CDN or load balancer sets with the visitor's ISO country (region restriction). */
  GEO_COUNTRY_HEADER: z.string().toLowerCase().default('cf-ipcountry'),
  /** Bearer token of the operator API under /admin; the API is off when unset. */
  ADMIN_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /** Bearer token a Prometheus scraper sends to GET /metrics; /metrics is off when unset. */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /**
   * Strict-Transport-Security max-age in seconds on every answer; 0 (the default) sends none, for
   * plain-http development. Set it (e.g. 31536000) once the site is served only over https.
   */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).max(63_072_000).default(0),
  /** Geetest's server APIs (the captcha adapters); overridable for a proxy or a test double. */
  GEETEST_V3_URL: z.url({ protocol: /^https?$/ }).default('https://api.geetest.com'),
  GEETEST_V4_URL: z.url({ protocol: /^https?$/ }).default('https://gcaptcha4.geetest.com'),
  /**
   * Multiplies every request limit (logins, SMS, email codes, registrations per IP or account;
   * plugins/rate-limit.ts). Raise it where many players share one address (carrier NAT, a test run).
   */
  RATE_LIMIT_FACTOR: z.coerce.number().min(1).max(1000).default(1),
  /** Seconds to wait for open requests on SIGTERM before exiting. */
  SHUTDOWN_GRACE_S: z.coerce.number().min(0).max(120).default(10),
  /**
   * Uploaded images in an S3-compatible bucket instead of DATA_DIR/uploads (README "Images"):
   * instances that share nothing else share the bucket. Setting S3_BUCKET switches it on and needs
   * the two keys; the other S3_ variables are refused without it.
   */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name (3 to 63 a-z 0-9 . -)')
    .optional(),
  /** An S3-compatible service (MinIO, Cloudflare R2, Ceph, …); unset: Amazon S3. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'a region name such as us-east-1 or auto')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  /** Path-style addresses (`endpoint/bucket/key`); default: on with S3_ENDPOINT, off for Amazon. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  /**
   * The https address where the bucket (or a CDN in front of it) serves its objects publicly. Set:
   * uploads answer that address and /uploads/ redirects there. Unset: this server streams them.
   */
  S3_PUBLIC_URL: z.url({ protocol: /^https$/ }).optional(),
});

export type Config = z.infer<typeof configSchema>;

const S3_NEEDS_BUCKET = [
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
] as const;

/** Settings that only make sense together: S3 needs its bucket and both keys. */
function crossProblems(config: Config): string[] {
  if (config.S3_BUCKET) {
    return (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      .filter((key) => !config[key])
      .map((key) => `  ${key}: needed with S3_BUCKET`);
  }
  return S3_NEEDS_BUCKET.filter((key) => config[key] !== undefined).map(
    (key) => `  ${key}: has no effect without S3_BUCKET`,
  );
}

/** The bucket for uploaded images, or null for the built-in folder. */
export function s3Settings(config: Config) {
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return {
    bucket: S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: config.S3_PUBLIC_URL,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=`) means "not set", as in most tools, not an empty value.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = configSchema.safeParse(present);
  const problems = parsed.success
    ? crossProblems(parsed.data)
    : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  if (!parsed.success || problems.length) {
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** TRUST_PROXY: `true`, `false`, or a comma-separated list of proxy addresses or CIDR ranges. */
export function trustProxyValue(raw: string): boolean | string[] {
  if (raw === 'true') return true;
  if (raw === 'false' || raw === '') return false;
  return raw.split(',').map((s) => s.trim());
}
