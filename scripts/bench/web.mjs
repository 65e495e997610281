// Browser figures of `npm run bench` (real Chromium through playwright-core):
//  - first load per route until the network is idle: gzip JavaScript and every byte on the wire;
//  - an installed app (service worker active): a repeat visit and a reload with no network.
import { gzipSync } from 'node:zlib';
import { chromiumPath } from '../lib/setup.mjs';
import { CHROME_FLAGS, round } from './lib.mjs';

/** The network is idle when nothing has been in flight for this long (the app loads parts on idle). */
const QUIET_MS = 2500;

async function launch() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: chromiumPath(), args: CHROME_FLAGS });
}

const MOBILE = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true };

/** Resolves when no request has been in flight for QUIET_MS (at most 45 s). */
function networkIdle(page) {
  let inflight = 0;
  let last = Date.now();
  const on = () => {
    inflight++;
    last = Date.now();
  };
  const off = () => {
    inflight = Math.max(0, inflight - 1);
    last = Date.now();
  };
  page.on('request', on);
  page.on('requestfinished', off);
  page.on('requestfailed', off);
  const started = Date.now();
  return new Promise((resolve) => {
    const tick = () => {
      if ((inflight === 0 && Date.now() - last >= QUIET_MS) || Date.now() - started > 45_000) {
        page.off('request', on);
        page.off('requestfinished', off);
        page.off('requestfailed', off);
        resolve();
      } else setTimeout(tick, 100);
    };
    setTimeout(tick, 100);
  });
}

/**
 * A first visit (empty cache, service worker blocked so that its precache download is not counted
 * as the page's): every response until the network is idle, with its bytes on the wire (CDP
 * encodedDataLength) and, for scripts, their gzip size.
 */
export async function firstLoad(url) {
  const browser = await launch();
  try {
    const context = await browser.newContext({ ...MOBILE, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const byId = new Map();
    cdp.on('Network.responseReceived', (e) =>
      byId.set(e.requestId, { url: e.response.url, type: e.type, status: e.response.status }),
    );
    cdp.on('Network.loadingFinished', (e) => {
      const r = byId.get(e.requestId);
      if (r) r.wire = e.encodedDataLength;
    });
    const scriptBodies = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      try {
        const body = await res.body();
        scriptBodies.push({
          url: new URL(res.url()).pathname,
          gzip: gzipSync(body, { level: 9 }).length,
        });
      } catch {
        // redirects have no body
      }
    });
    const idle = networkIdle(page);
    await page.goto(url, { waitUntil: 'load' });
    await idle;
    const responses = [...byId.values()].filter((r) => r.wire !== undefined);
    const kb = (n) => round(n / 1024, 1);
    return {
      url,
      scripts: scriptBodies.length,
      jsGzipKB: kb(scriptBodies.reduce((a, s) => a + s.gzip, 0)),
      requests: responses.length,
      totalKB: kb(responses.reduce((a, r) => a + r.wire, 0)),
      failed: responses
        .filter((r) => r.status >= 400)
        .map((r) => `${r.status} ${new URL(r.url).pathname}`),
      byType: Object.entries(
        responses.reduce((acc, r) => ({ ...acc, [r.type]: (acc[r.type] ?? 0) + r.wire }), {}),
      ).map(([type, bytes]) => ({ type, kb: kb(bytes) })),
      largest: responses
        .sort((a, b) => b.wire - a.wire)
        .slice(0, 8)
        .map((r) => ({ path: new URL(r.url).pathname, kb: kb(r.wire), type: r.type })),
    };
  } finally {
    await browser.close();
  }
}

/**
 * The installed app: a first visit installs the service worker, then
 *  - repeat visit: requests that went to the network before the first paint;
 *  - offline reload: whether the app's own page shows (not the browser's error page), and whether
 *    it recovers by itself once the network is back (`recovered` is checked with `ready`).
 */
export async function installedApp(url, { offlineText, ready }) {
  const browser = await launch();
  try {
    const context = await browser.newContext({ ...MOBILE, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const idle = networkIdle(page);
    await page.goto(url, { waitUntil: 'load' });
    await idle;
    const activated = await page
      .evaluate(async () => {
        const reg = await Promise.race([
          navigator.serviceWorker.ready,
          new Promise((r) => setTimeout(() => r(null), 20_000)),
        ]);
        return !!reg?.active;
      })
      .catch(() => false);
    // Let the precache finish before the repeat visit.
    await networkIdle(page);

    // Repeat visit: navigate again, note every request and where it was answered.
    const requests = [];
    const onResponse = (res) =>
      requests.push({
        url: res.url(),
        type: res.request().resourceType(),
        fromServiceWorker: res.fromServiceWorker(),
        start: res.request().timing().startTime,
      });
    page.on('response', onResponse);
    const idle2 = networkIdle(page);
    await page.goto(url, { waitUntil: 'load' });
    await idle2;
    page.off('response', onResponse);
    const fcpAt = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return fcp ? performance.timeOrigin + fcp.startTime : null;
    });
    // The shell: the page, its scripts, styles and fonts (data calls are the app's business).
    const SHELL = new Set(['document', 'script', 'stylesheet', 'font']);
    const beforePaint = requests.filter(
      (r) => SHELL.has(r.type) && !r.fromServiceWorker && fcpAt !== null && r.start <= fcpAt,
    );
    const repeat = {
      serviceWorkerActive: activated,
      firstPaintMs: fcpAt === null ? null : Math.round(fcpAt - requests[0]?.start),
      requests: requests.length,
      fromServiceWorker: requests.filter((r) => r.fromServiceWorker).length,
      networkBeforeFirstPaint: beforePaint.map((r) => `${r.type} ${new URL(r.url).pathname}`),
    };

    // Offline reload.
    await context.setOffline(true);
    let offline;
    try {
      await page.reload({ waitUntil: 'load', timeout: 20_000 });
      const shown = await page
        .getByText(offlineText)
        .first()
        .waitFor({ timeout: 15_000 })
        .then(() => true)
        .catch(() => false);
      offline = {
        opens: !page.url().startsWith('chrome-error:'),
        showsOfflineMessage: shown,
      };
    } catch (error) {
      offline = {
        opens: false,
        showsOfflineMessage: false,
        error: String(error.message).split('\n')[0],
      };
    }
    await context.setOffline(false);
    offline.recovers =
      offline.opens &&
      (await ready(page)
        .then(() => true)
        .catch(() => false));
    return { repeat, offline };
  } finally {
    await browser.close();
  }
}
