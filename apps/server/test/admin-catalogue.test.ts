import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEA_LOTTO_MODE } from '@member-app/contract/rules/games';
import type { App } from '../src/lib/app-instance';
import { CATALOGUE_BODY_LIMIT } from '@member-app/contract/rules/games';
import { admin, RELAXED_LIMITS } from './accounts';
import { buildTestApp, createMerchant } from './helpers';

/**
 * The game catalogue upload takes the largest catalogue its schema allows: every list at its
 * maximum and every string at its longest, in 3-byte UTF-8 characters where the field allows
 * them. A body over the route's limit is refused in the envelope.
 */

let app: App;
let shop: { code: string };
beforeAll(async () => {
  app = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
  shop = await createMerchant(app);
});
afterAll(() => app.close());

const wide = (n: number) => '中'.repeat(n);
/** An address of this site, 500 characters long. */
const image = (i: number) => `/${String(i).padStart(5, '0')}${wide(494)}`;
const code = (prefix: string, i: number) => `${prefix}${i}`.padEnd(60, '_');

function largestCatalogue() {
  const categories = (['ELOTT', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS'] as const).map((c, i) => ({
    code: c,
    name: wide(80),
    nameCn: wide(80),
    icon: image(i),
    ordinal: 1_000_000,
  }));
  const vendors = Array.from({ length: 200 }, (_, i) => ({
    code: code('v', i),
    name: wide(80),
    nameCn: wide(80),
    logo: image(i),
    isNew: true,
    maintenance: false,
    enabled: true,
    sortOrder: -32768,
  }));
  const games = Array.from({ length: 5000 }, (_, i) => ({
    gameCode: code('g', i),
    vendorCode: code('v', i % 200),
    category: categories[i % categories.length]!.code,
    name: `${i}`.padEnd(80, '中'),
    nameCn: wide(80),
    image: image(i),
    providerGame: code('p', i),
    lottery: true,
    trial: true,
    hasLobby: true,
    playType: wide(40),
    prizeMode: wide(40),
    lottoMode: SEA_LOTTO_MODE,
    hotRank: 9999,
    isNew: true,
    enabled: true,
    sortOrder: -32768,
  }));
  return { categories, vendors, games };
}

describe('game catalogue upload size', () => {
  it('takes 5000 games with every field at its longest', { timeout: 240_000 }, async () => {
    const catalogue = largestCatalogue();
    const payload = JSON.stringify(catalogue);
    // Over the server-wide 256 KB limit many times, within the route's.
    expect(Buffer.byteLength(payload)).toBeGreaterThan(12 * 1024 * 1024);
    expect(Buffer.byteLength(payload)).toBeLessThan(CATALOGUE_BODY_LIMIT);
    const res = await app.inject({
      method: 'PUT',
      url: `/admin/merchants/${shop.code}/games`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const stored = res.json().value;
    expect(stored.games).toHaveLength(5000);
    expect(stored.vendors).toHaveLength(200);
    expect(stored.games[4999]).toMatchObject({ gameCode: code('g', 4999), image: image(4999) });
  });

  it('refuses a body over the limit with 413 in the envelope', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/admin/merchants/${shop.code}/games`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: `{"games":"${'x'.repeat(CATALOGUE_BODY_LIMIT)}"}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'payload.too.large' });
  });
});
