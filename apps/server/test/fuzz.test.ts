import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/app-instance';
import { RELAXED_LIMITS, registerMember } from './accounts';
import { fuzzRequest, judge, operationsOf, ROLES, type Operation } from './fuzz-requests';
import { ADMIN_TOKEN, buildTestApp, createMerchant } from './helpers';
import { operatorClient } from './operator-helpers';

/**
 * The reliability bench's fuzz, small (`npm run bench:reliability` sends 100,000 over HTTP): a few
 * thousand schema-driven requests, with hostile strings, over every operation as guest, member and
 * operator. No answer may be a 5xx, and every failure is in the envelope.
 */

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

let app: App;
let operations: Operation[];
const tokens: string[] = [];
let operatorToken = ADMIN_TOKEN;
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  // The OpenAPI document (/docs) is rebuilt per call and costs 0.5–1 s: the bench covers it.
  operations = operationsOf(app.routeTable()).filter((op) => !op.url.startsWith('/docs'));
  for (let i = 0; i < 4; i++) tokens.push((await registerMember(app)).token);
  // On PostgreSQL every test file shares one database: the bootstrap owner's fuzz once reset the
  // seeded demo owner's password (operator 1) while operators.test logged it in. There the fuzz
  // acts as an owner of a merchant of its own, who can reach nobody else's rows; the embedded
  // run (a database per file) keeps the all-powerful owner for the deep paths.
  if (process.env.DATABASE_URL) {
    const { code } = await createMerchant(app);
    operatorToken = (await operatorClient(app).operator('owner', { merchantCodes: [code] })).token;
  }
});
afterAll(async () => {
  await app.close();
});

describe('schema-driven fuzz, in the envelope and never a 5xx', () => {
  it('covers every operation of the route table as every role', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(REQUESTS).toBeGreaterThanOrEqual(operations.length * ROLES.length);
  });

  it(`${REQUESTS} requests`, { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const credentials = {
      memberToken: () => tokens[next++ % tokens.length]!,
      adminToken: operatorToken,
    };
    const worker = async (start: number) => {
      for (let i = start; i < REQUESTS; i += 8) {
        const request = fuzzRequest(operations, i, credentials, SEED);
        const res = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
          remoteAddress: `10.77.${i % 250}.${(i >> 8) % 250}`,
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const verdict = judge(res.statusCode, res.headers['content-type'] as string, res.body);
        if (verdict !== 'ok' && failures.length < 20) {
          failures.push(
            `${verdict} ${res.statusCode} ${request.role} ${request.method} ${request.url.slice(0, 160)} ` +
              `${(request.payload ?? '').slice(0, 160)} -> ${res.body.slice(0, 200)}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, i) => worker(i)));
    expect(failures).toEqual([]);
    // The fuzz reached past validation: some calls succeed, some are refused.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(REQUESTS / 20);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(REQUESTS / 20);
  });
});
