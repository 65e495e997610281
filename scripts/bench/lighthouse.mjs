// Lighthouse mobile of the app's routes next to the bare page, alternated run by run (bare, then
// each route) so that noise from the shared machine hits both. Each run gets a fresh Chromium that
// the bench starts and ends itself (chromium.mjs).
//
// Two ways to throttle (Lighthouse's `--throttling-method`):
//  - 'simulate', Lighthouse's default and the budgets' figure: the page loads at full speed and
//    Lighthouse's estimate (lantern) replays that load on a model phone. The estimate keeps every
//    request that finished before the largest paint it saw. On this machine (localhost, every
//    answer in a few ms) the module scripts arrive together with the shell's images, and the
//    estimate cannot tell that a module script ran after the paint (it records no EvaluateScript
//    for one: GoogleChrome/lighthouse#17163, open), so the app's scripts count in front of the
//    shell's largest paint even though the shell paints it from the HTML alone.
//  - 'devtools': Chromium itself is slowed to the same model phone (150 ms round trip, 1.6 Mbit/s,
//    CPU 4x slower) and the load is measured as it happens: the order a phone would see.
//
// The servers speak plain HTTP/1.1 on localhost, where Chromium opens a connection of its own for
// each request in flight; the estimate then gives each of them a new connection's handshake on
// the model phone, and only the page's own connection is warm. A real site answers over HTTPS and
// HTTP/2 from its TLS proxy: one connection carries every request. The `https` section measures
// that, both sides behind the same kind of front (https-front.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './chromium.mjs';
import { benchOut, median, root, round, startProcess } from './lib.mjs';

async function lighthouseRun(url, file, method, attempt = 1) {
  const chrome = await launchChromium({ acceptCertificates: url.startsWith('https:') });
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
      `--throttling-method=${method}`,
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
  if (!lhr) return attempt < 2 ? lighthouseRun(url, file, method, attempt + 1) : null;
  const a = lhr.audits;
  const observed = a.metrics?.details?.items?.[0];
  return {
    // The largest paint of the load itself (full speed for 'simulate'): when it comes after the
    // scripts have arrived, the estimate counts them in front of it.
    observedLcp: observed?.observedLargestContentfulPaint,
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
  observedLcpMs: Math.round(median(xs.map((x) => x.observedLcp ?? NaN))),
  lcps: xs.map((x) => Math.round(x.lcp)),
  tbtMs: Math.round(median(xs.map((x) => x.tbt))),
  cls: round(median(xs.map((x) => x.cls)), 3),
  siMs: Math.round(median(xs.map((x) => x.si))),
  kb: Math.round(median(xs.map((x) => x.bytes)) / 1024),
  scores: xs.map((x) => round(x.score, 2)),
});

/**
 * targets: [{ label, url }], the bare page first. Median of `runs` per target. method: 'simulate'
 * or 'devtools' (above).
 */
export async function lighthouseSection(targets, runs, method = 'simulate') {
  const byLabel = Object.fromEntries(targets.map((t) => [t.label, []]));
  for (let i = 0; i < runs; i++) {
    for (const t of targets) {
      const file = path.join(
        benchOut,
        `lighthouse-${method}-${t.label.replace(/\W+/g, '_')}-${i}.json`,
      );
      const r = await lighthouseRun(t.url, file, method);
      if (r) byLabel[t.label].push(r);
      console.log(
        `  lighthouse ${t.label.padEnd(15)} run ${i + 1}: ${r ? `${Math.round(r.score * 100)} (LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms)` : 'failed'}`,
      );
    }
  }
  return Object.fromEntries(Object.entries(byLabel).map(([k, xs]) => [k, summary(xs)]));
}
