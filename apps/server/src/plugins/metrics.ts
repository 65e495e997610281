import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ERROR_CODES } from '@member-app/contract/errors';
import { AppError } from '../lib/errors';

/**
 * The calls that log a member in or register one (SPEC §7). Counted from their answers here, so the
 * figures need nothing from the modules: a 2xx is a success, anything else a refusal (wrong
 * password, second factor asked, captcha, limit).
 */
const LOGIN_ROUTES = new Set([
  '/wps/session/login',
  '/wps/session/login/verification',
  '/wps/session/login/maya',
]);
const REGISTRATION_ROUTES = new Set([
  '/wps/member/register',
  '/wps/member/register/mobile',
  '/wps/member/register/firebase',
]);

/** Seconds: most calls answer in milliseconds; a login (argon2id) in tens to hundreds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The route's pattern, never the raw URL, so the label set stays bounded whatever callers send. */
function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  return reply.statusCode === 404 ? 'not_found' : 'unmatched';
}

/**
 * `/metrics` in the Prometheus text format (prom-client): requests and latency per route, logins,
 * registrations, answers by class (4xx, 5xx), the database pool, cache reads, and the process's
 * own figures (memory, CPU, event-loop lag). Off unless METRICS_TOKEN is set; the scraper sends
 * `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const token = app.config.METRICS_TOKEN;
    if (!token) return;
    const expected = digest(token);
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Answered requests by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const answers = new Counter({
      name: 'http_responses_total',
      help: 'Answers by class (2xx, 3xx, 4xx, 5xx)',
      labelNames: ['class'] as const,
      registers: [registry],
    });
    const logins = new Counter({
      name: 'member_logins_total',
      help: 'Login calls by result (success, refused)',
      labelNames: ['result'] as const,
      registers: [registry],
    });
    const registrations = new Counter({
      name: 'member_registrations_total',
      help: 'Registration calls by result (success, refused)',
      labelNames: ['result'] as const,
      registers: [registry],
    });
    const { database, cache } = app;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting); absent on the embedded database',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = database.poolStats?.();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Counter({
      name: 'cache_reads_total',
      help: `Reads of the shared cache (${cache.kind}) by key kind and result (hit, miss)`,
      labelNames: ['kind', 'result'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [kind, { hit, miss }] of app.cacheReads()) {
          if (hit) this.inc({ kind, result: 'hit' }, hit);
          if (miss) this.inc({ kind, result: 'miss' }, miss);
        }
      },
    });

    app.addHook('onResponse', (request, reply, done) => {
      const route = routeLabel(request, reply);
      const status = reply.statusCode;
      requests.inc({ method: request.method, route, status });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      answers.inc({ class: `${Math.floor(status / 100)}xx` });
      const result = status < 300 ? 'success' : 'refused';
      if (LOGIN_ROUTES.has(route)) logins.inc({ result });
      else if (REGISTRATION_ROUTES.has(route)) registrations.inc({ result });
      done();
    });

    app.get(
      '/metrics',
      { config: { public: true }, schema: { hide: true } },
      async (request, reply) => {
        const header = request.headers.authorization ?? '';
        const given = header.startsWith('Bearer ') ? header.slice(7) : '';
        if (!timingSafeEqual(digest(given), expected)) {
          throw new AppError(401, ERROR_CODES.TOKEN_INVALID, 'Metrics token required');
        }
        reply.header('cache-control', 'no-store').type(registry.contentType);
        return registry.metrics();
      },
    );
  },
  { name: 'metrics', dependencies: ['config', 'database', 'cache'] },
);
