// API figures of `npm run bench`: throughput of the player calls next to a bare Fastify route
// (alternated, same warm-up for both), with the demo content and with a large content set, on the
// embedded database or on PostgreSQL + Redis; login latency; the server's memory.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { median, root, round, rssMB, settled, startProcess, waitFor } from './lib.mjs';

const ADMIN_TOKEN = 'bench-admin-token-0123456789';
const DEMO_LOGIN = { username: 'demo_player', password: 'Player#2026', type: 'username' };
/** What a phone sends: the answers are measured as browsers receive them (compressed if offered). */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', merchant: 'demo' };

/** The player calls measured: what /m/home and /m/game ask for, plus member info. */
const CALLS = [
  { name: 'status', path: '/wps/system/status' },
  { name: 'member info', path: '/wps/member/info', auth: true },
  { name: 'banners (main)', path: '/wps/content/banners?groups=main' },
  { name: 'game lanes', path: '/wps/relay/GCSGAME_getGameMatchV2?size=8' },
  { name: 'games list', path: '/lgw/games/mobile?page=1&size=20' },
  { name: 'games search', path: '/lgw/games/mobile?q=dragon&page=1&size=20' },
  { name: 'popular games', path: '/lgw/games/popular?size=10' },
  { name: 'marquee', path: '/wps/content/marquee' },
  { name: 'popups', path: '/wps/content/popups' },
];

/**
 * Starts the server (`src/server.ts`) on a port the system picks (PORT=0), read from its banner;
 * from another checkout of the project for `--before` (its own server and built web app).
 */
export async function startServer(env, checkout = root) {
  const proc = startProcess(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(checkout, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk) => {
      text += chunk;
      const m = /running: http:\/\/[^:/]+:(\d+)/.exec(text);
      if (m) {
        proc.child.stdout.off('data', onData);
        proc.child.stdout.resume();
        resolve(Number(m[1]));
      }
    };
    proc.child.stdout.on('data', onData);
    proc.exited.then((code) => reject(new Error(`server exited (${code}) before listening`)));
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/ready`);
  return { base, pid: proc.pid, stop: () => proc.stop() };
}

async function startBareFastify() {
  const proc = startProcess(process.execPath, [path.join(root, 'scripts/bench/bare-fastify.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve) => proc.child.once('message', (m) => resolve(m.port)));
  return { url: `http://127.0.0.1:${port}/bare`, pid: proc.pid, stop: () => proc.stop() };
}

async function login(base) {
  const res = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', merchant: 'demo' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const body = await res.json();
  if (!body?.success) throw new Error(`demo login failed: ${JSON.stringify(body).slice(0, 200)}`);
  return body.value.token;
}

const autocannonRun = async (opts) => {
  const { default: autocannon } = await import('autocannon');
  return new Promise((resolve, reject) =>
    autocannon(opts, (err, r) => (err ? reject(err) : resolve(r))),
  );
};

/** One answer as a browser gets it: status, bytes on the wire, encoding, bytes uncompressed. */
function probe(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const parts = [];
        res.on('data', (c) => parts.push(c));
        res.on('end', () => {
          const wire = Buffer.concat(parts);
          const encoding = res.headers['content-encoding'] ?? null;
          const raw =
            encoding === 'br'
              ? brotliDecompressSync(wire)
              : encoding === 'gzip'
                ? gunzipSync(wire)
                : wire;
          resolve({
            status: res.statusCode,
            encoding,
            rawKB: round(raw.length / 1024, 1),
            wireKB: round(wire.length / 1024, 1),
          });
        });
      })
      .on('error', reject);
  });
}

/**
 * Throughput of each call against the bare route: both warmed the same, then alternated
 * (app, bare, app, bare) so that noise from the shared machine hits both sides.
 */
async function throughput(server, bare, token, { duration, rounds, connections }) {
  const rows = [];
  let peakRss = server.idleRss ?? NaN;
  const sampler = setInterval(() => {
    const r = rssMB(server.pid);
    if (!(r <= peakRss)) peakRss = r;
  }, 250);
  try {
    for (const call of CALLS) {
      const headers = { ...BROWSER, ...(call.auth ? { authorization: token } : {}) };
      const url = `${server.base}${call.path}`;
      const answer = await probe(url, headers);
      await settled(server.pid);
      const appRun = () => autocannonRun({ url, headers, connections, duration });
      const bareRun = () =>
        autocannonRun({ url: bare.url, headers: BROWSER, connections, duration });
      await autocannonRun({ url, headers, connections, duration: 2 });
      await waitFor(`${server.base}/ready`);
      await autocannonRun({ url: bare.url, headers: BROWSER, connections, duration: 2 });
      const app = [];
      const ref = [];
      let non2xx = 0;
      for (let i = 0; i < rounds; i++) {
        const a = await appRun();
        non2xx += a.non2xx;
        app.push(a.requests.average);
        // A slow call leaves work queued in the server when the sample ends: let it finish first,
        // or the bare route's sample would share the processors with it.
        await waitFor(`${server.base}/ready`);
        ref.push((await bareRun()).requests.average);
      }
      const appRps = median(app);
      const bareRps = median(ref);
      rows.push({
        call: call.name,
        path: call.path,
        appRps: Math.round(appRps),
        bareRps: Math.round(bareRps),
        ratio: round(appRps / bareRps, 2),
        non2xx,
        ...answer,
      });
      console.log(
        `  ${call.name.padEnd(16)} ${String(Math.round(appRps)).padStart(6)} req/s vs bare ${String(Math.round(bareRps)).padStart(6)} = ${round(appRps / bareRps, 2).toFixed(2)}  (HTTP ${answer.status}, ${answer.rawKB} KB${answer.encoding ? `, ${answer.encoding}` : ''})${non2xx ? `, ${non2xx} non-2xx` : ''}`,
      );
    }
  } finally {
    clearInterval(sampler);
  }
  return { rows, peakRssMB: peakRss };
}

/** 20 players logging in at once against one argon2id hash: latency percentiles. */
async function loginLatency(base, duration) {
  const r = await autocannonRun({
    url: `${base}/wps/session/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json', merchant: 'demo' },
    body: JSON.stringify(DEMO_LOGIN),
    connections: 20,
    duration,
  });
  const out = {
    concurrent: 20,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    rps: Math.round(r.requests.average),
    non2xx: r.non2xx,
  };
  console.log(
    `  login x20: p50 ${out.p50Ms} ms, p99 ${out.p99Ms} ms, ${out.rps} logins/s${out.non2xx ? `, ${out.non2xx} non-2xx` : ''}`,
  );
  return out;
}

/**
 * The operator uploads a 5000-game catalogue (the most its schema allows). The added games' names
 * and codes share nothing with the demo's, so that a search ("dragon") finds the same games in both
 * sets: the large set's search then measures the catalogue's size, not a larger answer.
 */
async function uploadLargeCatalogue(base) {
  const headers = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
  const current = await (await fetch(`${base}/admin/merchants/demo/games`, { headers })).json();
  const snap = current.value;
  const games = Array.from({ length: 5000 }, (_, i) => {
    const g = snap.games[i % snap.games.length];
    return i < snap.games.length ? g : { ...g, gameCode: `bench-${i}`, name: `Bench game ${i}` };
  });
  const body = JSON.stringify({ ...snap, games });
  const t0 = performance.now();
  const res = await fetch(`${base}/admin/merchants/demo/games`, { method: 'PUT', headers, body });
  const ms = Math.round(performance.now() - t0);
  const answer = await res.json().catch(() => null);
  const out = {
    games: games.length,
    bodyKB: round(body.length / 1024),
    status: res.status,
    ms,
    errorCode: answer?.errorCode ?? null,
  };
  console.log(
    `  upload of ${games.length} games (${out.bodyKB} KB): HTTP ${res.status} in ${ms} ms${out.errorCode ? ` (${out.errorCode})` : ''}`,
  );
  return out;
}

function seedLarge(env, withGames) {
  const res = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'scripts/bench/seed-large.mjs'),
      ...(withGames ? ['--games'] : []),
    ],
    { cwd: path.join(root, 'apps/server'), env: { ...process.env, ...env }, stdio: 'inherit' },
  );
  if (res.status !== 0) throw new Error('seeding the large content set failed');
}

const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'member_app_bench';

const psql = (sql, db = 'postgres') =>
  spawnSync('psql', ['-h', '127.0.0.1', '-U', 'root', '-d', db, '-qc', sql], {
    stdio: ['ignore', 'ignore', 'inherit'],
  }).status;

/** A fresh PostgreSQL database and Redis database of the bench's own (never the shared ones). */
function freshPostgres() {
  const db = BENCH_DATABASE;
  const redisDb = process.env.BENCH_REDIS_DB ?? '14';
  if (
    psql(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`) !== 0 ||
    psql(`CREATE DATABASE ${db}`) !== 0
  )
    throw new Error(`could not create the PostgreSQL database ${db}`);
  spawnSync('redis-cli', ['-n', redisDb, 'FLUSHDB'], { stdio: 'ignore' });
  return {
    DATABASE_URL: `postgres://root@127.0.0.1:5432/${db}`,
    REDIS_URL: `redis://127.0.0.1:6379/${redisDb}`,
  };
}

/**
 * Lets PostgreSQL finish what the writes before a phase left it (the demo seed, the large set's
 * thousands of rows): statistics, dead rows, dirty pages. Left to itself it did that during the
 * first calls measured (autovacuum, the checkpointer), and status and member info, measured first,
 * looked slowest on PostgreSQL though status reads nothing there. Both phases get the same.
 */
function settlePostgres() {
  if (psql('VACUUM ANALYZE', BENCH_DATABASE) !== 0 || psql('CHECKPOINT', BENCH_DATABASE) !== 0)
    throw new Error(`could not settle the PostgreSQL database ${BENCH_DATABASE}`);
}

/** Starts the server for one phase and waits until it and its database are idle. */
async function startSettled(mode, env) {
  const server = await startServer(env);
  await settled(server.pid);
  if (mode === 'postgres') {
    settlePostgres();
    await settled(server.pid);
  }
  server.idleRss = rssMB(server.pid);
  return server;
}

/**
 * One database mode: demo content (throughput, login, memory), then the large content set.
 * `large: false` skips the second half.
 */
export async function apiSection({ mode, duration, rounds, large, connections = 16 }) {
  let env;
  let dataDir = null;
  if (mode === 'postgres') env = freshPostgres();
  else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'mc-bench-'));
    env = { DATA_DIR: dataDir };
  }
  // Logins from one address and one account, many times a second: the limits would answer 429.
  env.RATE_LIMIT_FACTOR = '1000';
  const bare = await startBareFastify();
  const result = { mode };
  try {
    console.log(
      `\nAPI on ${mode === 'postgres' ? 'PostgreSQL + Redis' : 'the embedded database'}, demo content:`,
    );
    let server = await startSettled(mode, env);
    try {
      const token = await login(server.base);
      const demo = await throughput(server, bare, token, { duration, rounds, connections });
      result.demo = demo.rows;
      result.rss = { idleMB: server.idleRss, underLoadMB: demo.peakRssMB };
      result.login = await loginLatency(server.base, duration);
      console.log(`  memory: ${server.idleRss} MB idle, ${demo.peakRssMB} MB at most under load`);
      if (large) result.upload = await uploadLargeCatalogue(server.base);
    } finally {
      await server.stop();
    }
    if (!large) return result;
    seedLarge(env, result.upload.status !== 200);
    console.log('\n  large content (5000 games, 2000 banners, 2000 announcements):');
    server = await startSettled(mode, env);
    try {
      const token = await login(server.base);
      const big = await throughput(server, bare, token, { duration, rounds, connections });
      result.large = big.rows.map((row) => {
        const demoRow = result.demo.find((d) => d.call === row.call);
        // Each phase as a share of the bare route measured alongside it: the machine's load moves
        // between the two phases, and the bare route moves with it.
        return { ...row, vsDemo: round(row.ratio / demoRow.ratio, 2) };
      });
      result.largeRss = { idleMB: server.idleRss, underLoadMB: big.peakRssMB };
    } finally {
      await server.stop();
    }
    return result;
  } finally {
    await bare.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
