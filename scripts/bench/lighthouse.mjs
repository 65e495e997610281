// Lighthouse mobile of the app's routes next to the bare page, alternated run by run (bare, then
// each route) so that noise from the shared machine hits both. Each run gets a fresh Chromium that
// the bench starts and ends itself (chromium.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './chromium.mjs';
import { benchOut, median, root, round, startProcess } from './lib.mjs';

async function lighthouseRun(url, file, attempt = 1) {
  const chrome = await launchChromium();
  const lh = startProcess(
    process.execPath,
    [
      path.join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      `--port=${chrome.port}`,
      '--form-factor=mobile',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${file}`,
      '--quiet',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  // A run that hangs (Chromium lost its target) ends after 2 minutes: its own two processes only.
  const timer = setTimeout(() => void lh.stop('SIGKILL'), 120_000);
  const status = await lh.exited;
  clearTimeout(timer);
  await chrome.close();
  let lhr = null;
  if (status === 0) {
    lhr = JSON.parse(readFileSync(file, 'utf8'));
    if (lhr.runtimeError) lhr = null;
  }
  if (!lhr) return attempt < 2 ? lighthouseRun(url, file, attempt + 1) : null;
  const a = lhr.audits;
  return {
    score: lhr.categories.performance.score,
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    si: a['speed-index'].numericValue,
    bytes: a['total-byte-weight']?.numericValue,
  };
}

const summary = (xs) => ({
  runs: xs.length,
  score: round(median(xs.map((x) => x.score)), 2),
  fcpMs: Math.round(median(xs.map((x) => x.fcp))),
  lcpMs: Math.round(median(xs.map((x) => x.lcp))),
  tbtMs: Math.round(median(xs.map((x) => x.tbt))),
  cls: round(median(xs.map((x) => x.cls)), 3),
  siMs: Math.round(median(xs.map((x) => x.si))),
  kb: Math.round(median(xs.map((x) => x.bytes)) / 1024),
  scores: xs.map((x) => round(x.score, 2)),
});

/** targets: [{ label, url }], the bare page first. Median of `runs` per target. */
export async function lighthouseSection(targets, runs) {
  const byLabel = Object.fromEntries(targets.map((t) => [t.label, []]));
  for (let i = 0; i < runs; i++) {
    for (const t of targets) {
      const file = path.join(benchOut, `lighthouse-${t.label.replace(/\W+/g, '_')}-${i}.json`);
      const r = await lighthouseRun(t.url, file);
      if (r) byLabel[t.label].push(r);
      console.log(
        `  lighthouse ${t.label.padEnd(15)} run ${i + 1}: ${r ? `${Math.round(r.score * 100)} (LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms)` : 'failed'}`,
      );
    }
  }
  return Object.fromEntries(Object.entries(byLabel).map(([k, xs]) => [k, summary(xs)]));
}
