import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

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
  /** Built web app served under /m/. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** Built operator console served under /console/. */
  CONSOLE_DIST: z.string().default(path.join(repoRoot, 'apps/console/dist')),
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
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=`) means "not set", as in most tools, not an empty value.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
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
