import { ERROR_CODES } from '@member-app/contract/errors';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/client';
import { AppError } from '../lib/errors';

/**
 * How long a readiness verdict is answered from memory. Load balancers probe every few seconds
 * each, and a round trip to the database per probe held /ready at about 1,500 answers a second
 * (npm run bench polls it between samples): at most one check a second now, whoever asks.
 */
export const READY_CHECK_EVERY_MS = 1000;

/**
 * A check that has not answered by then counts as failed: a database or cache that hangs (a lost
 * network path answers nothing) turns /ready 503 within this, and the next check asks anew rather
 * than every probe waiting on the one that hangs.
 */
export const READY_CHECK_TIMEOUT_MS = 2000;

/**
 * Liveness and readiness for the load balancer: /ready answers 503 until database and cache answer,
 * and again as soon as a check finds one of them unreachable or silent (checked at most once a
 * second, given READY_CHECK_TIMEOUT_MS to answer).
 */
export async function healthRoutes(app: FastifyInstance) {
  const { database, cache } = app;
  const timeoutMs = READY_CHECK_TIMEOUT_MS;
  let verdict: { checkedAt: number; ready: boolean } | undefined;
  let checking: Promise<boolean> | undefined;

  const check = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        (async () => {
          await pingDatabase(database.db);
          await cache.get('ready-probe');
        })(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${timeoutMs} ms`)),
            timeoutMs,
          );
          timer.unref();
        }),
      ]);
      return true;
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed');
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  /** The last verdict while it is fresh; else one check, shared by everyone asking meanwhile. */
  const isReady = (): boolean | Promise<boolean> => {
    const now = app.now();
    if (verdict && now >= verdict.checkedAt && now - verdict.checkedAt < READY_CHECK_EVERY_MS)
      return verdict.ready;
    checking ??= check().then((ready) => {
      verdict = { checkedAt: now, ready };
      checking = undefined;
      return ready;
    });
    return checking;
  };

  const answer = { status: 'ready', database: database.kind, cache: cache.kind };
  app.get('/health', { config: { public: true }, schema: { hide: true } }, async () => ({
    status: 'ok',
  }));
  app.get('/ready', { config: { public: true }, schema: { hide: true } }, async () => {
    if (!(await isReady())) throw new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, 'Not ready');
    return answer;
  });
}
