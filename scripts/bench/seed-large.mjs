// `npm run bench`'s large content set for the demo merchant: 2000 banners, 2000 announcements and,
// when the operator API could not take them, 5000 games. Run with tsx while the server is stopped
// (the embedded database has one writer), against the same DATA_DIR or DATABASE_URL.
//   node --import tsx ../../scripts/bench/seed-large.mjs [--games]
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { contentAnnouncements, contentBanners, games } from '../../apps/server/src/db/schema.ts';

const MERCHANT = 'demo';
const withGames = process.argv.includes('--games');
const { db, close } = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? '',
});

const chunks = (xs, n = 500) =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

// Banners: half in the home carousel's group (the worst case for the call home makes), the rest
// spread over 20 other groups.
const banners = Array.from({ length: 2000 }, (_, i) => ({
  merchantCode: MERCHANT,
  groupName: i % 2 === 0 ? 'main' : `promo_${i % 20}`,
  title: `Bench banner ${i}`,
  imageUrl: `/static/demo/banner-welcome.webp?b=${i}`,
  sortOrder: 10 + (i % 100),
  linkageType: 'URL',
  linkage: '/m/member/benefits',
}));
for (const part of chunks(banners)) await db.insert(contentBanners).values(part);

// Announcements: marquee texts, popups and plain news, as an operator who never deletes any has.
const types = ['MQ', 'PU', 'PR', 'NEWS'];
const now = Date.now();
const announcements = Array.from({ length: 2000 }, (_, i) => ({
  merchantCode: MERCHANT,
  type: types[i % types.length],
  title: `Bench announcement ${i}`,
  content: `<p>Announcement ${i}: <b>weekly</b> reload bonus for every member.</p>`,
  execution: i % 4 === 1 ? 'A' : null,
  createdAt: new Date(now - i * 60_000),
  sortOrder: 10 + (i % 100),
}));
for (const part of chunks(announcements)) await db.insert(contentAnnouncements).values(part);

if (withGames) {
  const existing = await db.select().from(games).where(eq(games.merchantCode, MERCHANT));
  const extra = Array.from({ length: Math.max(0, 5000 - existing.length) }, (_, i) => {
    const { id: _id, ...base } = existing[i % existing.length];
    // Names and codes unlike the demo's, as in api.mjs's upload: a search finds the same games.
    return { ...base, gameCode: `bench-${i}`, name: `Bench game ${i}` };
  });
  for (const part of chunks(extra)) await db.insert(games).values(part);
}
await close();
console.log(`seeded 2000 banners, 2000 announcements${withGames ? ', games up to 5000' : ''}`);
