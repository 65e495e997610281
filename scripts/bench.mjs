// `npm run bench`: the performance figures of the README, product next to a bare reference in the
// same run (scripts/bench/). Sections (all by default; `--only=` picks some):
//   firstload   bytes until the network is idle, per route and for the bare React page
//   lighthouse  Lighthouse mobile per route, median of --runs (5), alternated with the bare page
//   throttled   the same with Chromium itself slowed to Lighthouse's model phone (devtools
//               throttling): the load in the order a phone sees it (bench/lighthouse.mjs says why)
//   https       Lighthouse mobile again with both sides served over HTTPS and HTTP/2 through the
//               same local front (bench/https-front.mjs), as a site behind its TLS proxy is served
//   installed   repeat visit and offline reload of the installed app (service worker)
//   api         throughput of player calls vs bare Fastify, login latency, memory (embedded DB)
//   large       the same with 5000 games, 2000 banners, 2000 announcements (needs api)
//   pg          the api (and large) sections again on PostgreSQL + Redis (own database)
// Options: --only=firstload,lighthouse  --runs=5  --duration=5 (seconds per throughput sample)
//          --rounds=2 (alternated samples per call)
//          --before=<folder>: another checkout of the project (its web app built, dependencies
//          reachable), measured in the same run next to this one in the browser sections, its
//          routes labelled "before /m/home"... (a change's before and after on the same load)
//          --routes=/m/login,/m/game: only these routes (default /m/home, /m/login, /m/game)
// Writes .artifacts/bench/results.json and report.html. It starts every server on a port the
// system gives it and ends only the processes it started, by pid.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium, ensureDependencies, ensureWebBuild, root, run } from './lib/setup.mjs';

const ALL = ['firstload', 'lighthouse', 'throttled', 'https', 'installed', 'api', 'large', 'pg'];
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v = 'true'] = a.replace(/^--/, '').split('=');
    return [k, v];
  }),
);
const only = new Set(args.only ? args.only.split(',') : ALL);
for (const s of only)
  if (!ALL.includes(s)) {
    console.error(`unknown section ${s}; sections: ${ALL.join(', ')}`);
    process.exit(2);
  }
const RUNS = Number(args.runs ?? 5);
const DURATION = Number(args.duration ?? 5);
const ROUNDS = Number(args.rounds ?? 2);
// --routes=/m/login measures some of them only (a quicker look at one page).
const ROUTES = args.routes ? args.routes.split(',') : ['/m/home', '/m/login', '/m/game'];

ensureDependencies();
ensureWebBuild();
if (!ensureChromium()) process.exit(1);

const { benchOut, stopAll } = await import('./bench/lib.mjs');
const { startServer, apiSection } = await import('./bench/api.mjs');
const { startProcess } = await import('./bench/lib.mjs');

rmSync(benchOut, { recursive: true, force: true });
mkdirSync(benchOut, { recursive: true });
const results = {
  startedAt: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
  sections: [...only],
};

/** Builds the bare React page with the same Vite and serves it precompressed, like the app. */
async function startBareReact() {
  const dist = path.join(benchOut, 'bare-react');
  const status = run(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'],
    { cwd: path.join(root, 'scripts/bench/bare-react') },
  );
  if (status !== 0) throw new Error('bare React build failed');
  const { gzipSync, brotliCompressSync } = await import('node:zlib');
  const { readdirSync, readFileSync } = await import('node:fs');
  for (const e of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    const f = path.join(e.parentPath, e.name);
    if (!e.isFile() || !/\.(js|css|html|json)$/.test(f)) continue;
    const body = readFileSync(f);
    if (body.length < 1024) continue;
    writeFileSync(`${f}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${f}.br`, brotliCompressSync(body));
  }
  const proc = startProcess(process.execPath, [path.join(root, 'scripts/bench/bare-static.mjs')], {
    env: { ...process.env, BARE_DIST: dist },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve) => proc.child.once('message', (m) => resolve(m.port)));
  return { base: `http://127.0.0.1:${port}`, stop: () => proc.stop() };
}

const save = async () => {
  writeFileSync(path.join(benchOut, 'results.json'), JSON.stringify(results, null, 2));
  const { renderReport } = await import('./bench/report.mjs');
  writeFileSync(path.join(benchOut, 'report.html'), renderReport(results));
};

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

try {
  const browserSections = ['firstload', 'lighthouse', 'throttled', 'https', 'installed'].filter(
    (s) => only.has(s),
  );
  if (browserSections.length) {
    const { mkdtempSync } = await import('node:fs');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mc-bench-web-'));
    const app = await startServer({ DATA_DIR: dataDir });
    const beforeDir = args.before ? mkdtempSync(path.join(os.tmpdir(), 'mc-bench-before-')) : null;
    const before = args.before
      ? await startServer(
          {
            DATA_DIR: beforeDir,
            WEB_DIST: path.resolve(args.before, 'apps/web/dist'),
          },
          path.resolve(args.before),
        )
      : null;
    const bare = await startBareReact();
    try {
      const targets = [
        { label: 'bare', url: `${bare.base}/` },
        ...(before ? ROUTES.map((r) => ({ label: `before ${r}`, url: `${before.base}${r}` })) : []),
        ...ROUTES.map((r) => ({ label: r, url: `${app.base}${r}` })),
      ];
      if (only.has('firstload')) {
        const { firstLoad } = await import('./bench/web.mjs');
        console.log('\nFirst load to network idle (gzip JS, bytes on the wire):');
        results.firstLoad = {};
        for (const t of targets) {
          const r = await firstLoad(t.url);
          results.firstLoad[t.label] = r;
          console.log(
            `  ${t.label.padEnd(15)} ${r.scripts} scripts, ${r.jsGzipKB} KB gzip JS, ${r.requests} requests, ${r.totalKB} KB total${r.failed.length ? `; failed: ${r.failed.join(', ')}` : ''}`,
          );
        }
        await save();
      }
      if (only.has('installed')) {
        const { installedApp } = await import('./bench/web.mjs');
        console.log('\nInstalled app: repeat visit and offline reload:');
        results.installed = {};
        const appReady = (page) => page.locator('#root main').first().waitFor({ timeout: 30_000 });
        for (const t of targets.filter((t) => t.label === 'bare' || t.label.endsWith('/m/home'))) {
          const r = await installedApp(t.url, {
            offlineText: t.label === 'bare' ? 'Hello' : /You are offline|Check your connection/,
            ready:
              t.label === 'bare'
                ? (p) => p.getByText('One').waitFor({ timeout: 30_000 })
                : appReady,
          });
          results.installed[t.label] = r;
          console.log(
            `  ${t.label.padEnd(15)} worker ${r.repeat.serviceWorkerActive ? 'active' : 'NOT active'}; repeat visit: ${r.repeat.networkBeforeFirstPaint.length} network requests before first paint (${r.repeat.fromServiceWorker}/${r.repeat.requests} from the worker); offline reload ${r.offline.opens ? 'opens' : 'FAILS'}${r.offline.showsOfflineMessage ? ', shows the offline message' : ''}${r.offline.recovers ? ', recovers online' : ''}`,
          );
        }
        await save();
      }
      for (const [section, method, title] of [
        ['lighthouse', 'simulate', 'Lighthouse mobile'],
        ['throttled', 'devtools', 'Lighthouse mobile, Chromium throttled (devtools)'],
        ['https', 'simulate', 'Lighthouse mobile over HTTPS and HTTP/2'],
      ]) {
        if (!only.has(section)) continue;
        const { lighthouseSection } = await import('./bench/lighthouse.mjs');
        console.log(`\n${title}, ${RUNS} alternated runs:`);
        if (section === 'https') {
          // Each side behind a front of its own, started and ended here.
          const { startHttpsFronts } = await import('./bench/https-front-start.mjs');
          const fronts = await startHttpsFronts(targets);
          try {
            results[section] = await lighthouseSection(fronts.targets, RUNS, method);
          } finally {
            await fronts.stop();
          }
        } else results[section] = await lighthouseSection(targets, RUNS, method);
        for (const [k, v] of Object.entries(results[section]))
          console.log(
            `  ${k.padEnd(15)} score ${v.score}, FCP ${v.fcpMs} ms, LCP ${v.lcpMs} ms (runs ${v.lcps.join(' ')}; the load's own ${v.observedLcpMs} ms), TBT ${v.tbtMs} ms, CLS ${v.cls}, ${v.kb} KB`,
          );
        await save();
      }
    } finally {
      await app.stop();
      await before?.stop();
      await bare.stop();
      rmSync(dataDir, { recursive: true, force: true });
      if (beforeDir) rmSync(beforeDir, { recursive: true, force: true });
    }
  }
  const modes = [];
  if (only.has('api') || only.has('large')) modes.push('embedded');
  if (only.has('pg')) modes.push('postgres');
  results.api = [];
  for (const mode of modes) {
    results.api.push(
      await apiSection({ mode, duration: DURATION, rounds: ROUNDS, large: only.has('large') }),
    );
    await save();
  }
} finally {
  stopAll();
}
await save();
console.log(`\nReport: .artifacts/bench/report.html (figures: results.json)`);
process.exit(0);
