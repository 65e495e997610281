// `.artifacts/bench/report.html`: the bench's figures as tables and inline SVG bar charts.
const esc = (s) =>
  String(s).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );

/** Horizontal bars, two per row (product, reference), scaled to the largest value. */
function bars(rows, { unit = '', a = 'product', b = 'bare' } = {}) {
  const max = Math.max(1, ...rows.flatMap((r) => [r.a ?? 0, r.b ?? 0]));
  const rowH = 34;
  const w = 520;
  const label = 150;
  const scale = (v) => Math.max(1, ((w - label - 70) * (v ?? 0)) / max);
  const items = rows
    .map((r, i) => {
      const y = i * rowH + 4;
      return `<text x="0" y="${y + 14}" font-size="12">${esc(r.label)}</text>
<rect x="${label}" y="${y}" width="${scale(r.a)}" height="12" fill="#2563eb"/><text x="${label + scale(r.a) + 4}" y="${y + 10}" font-size="10">${esc(r.a ?? '–')}${unit}</text>
<rect x="${label}" y="${y + 14}" width="${scale(r.b)}" height="12" fill="#9ca3af"/><text x="${label + scale(r.b) + 4}" y="${y + 24}" font-size="10">${esc(r.b ?? '–')}${unit}</text>`;
    })
    .join('\n');
  return `<svg width="${w}" height="${rows.length * rowH + 24}" role="img" aria-label="chart">${items}
<rect x="${label}" y="${rows.length * rowH + 8}" width="10" height="10" fill="#2563eb"/><text x="${label + 14}" y="${rows.length * rowH + 17}" font-size="11">${esc(a)}</text>
<rect x="${label + 90}" y="${rows.length * rowH + 8}" width="10" height="10" fill="#9ca3af"/><text x="${label + 104}" y="${rows.length * rowH + 17}" font-size="11">${esc(b)}</text></svg>`;
}

function table(head, rows) {
  return `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${esc(c ?? '–')}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

export function renderReport(results) {
  const parts = [];
  const { firstLoad, lighthouse, throttled, https, installed, api } = results;
  if (firstLoad) {
    const rows = Object.entries(firstLoad);
    parts.push(
      '<h2>First load to network idle</h2><p>Empty cache, mobile viewport, service worker blocked; until nothing has been in flight for 2.5 s. JavaScript as gzip -9 of each script; total as bytes on the wire.</p>',
      table(
        ['page', 'scripts', 'JS gzip KB', 'requests', 'total KB', 'failed'],
        rows.map(([k, v]) => [
          k,
          v.scripts,
          v.jsGzipKB,
          v.requests,
          v.totalKB,
          v.failed.join(', '),
        ]),
      ),
      bars(
        rows
          .filter(([k]) => k !== 'bare')
          .map(([k, v]) => ({ label: k, a: v.totalKB, b: firstLoad.bare?.totalKB })),
        { unit: ' KB' },
      ),
    );
  }
  const lighthouseParts = (lh, title, note) => {
    const rows = Object.entries(lh);
    return [
      `<h2>${esc(title)}</h2><p>${esc(note)}</p>`,
      table(
        [
          'page',
          'runs',
          'score',
          'FCP ms',
          'LCP ms',
          'LCP of each run',
          "the load's own LCP ms",
          'TBT ms',
          'CLS',
          'SI ms',
          'KB',
          'scores',
        ],
        rows.map(([k, v]) => [
          k,
          v.runs,
          v.score,
          v.fcpMs,
          v.lcpMs,
          v.lcps?.join(' '),
          v.observedLcpMs,
          v.tbtMs,
          v.cls,
          v.siMs,
          v.kb,
          v.scores.join(' '),
        ]),
      ),
      bars(
        rows
          .filter(([k]) => k !== 'bare')
          .map(([k, v]) => ({ label: `${k} score`, a: v.score, b: lh.bare?.score })),
      ),
      bars(
        rows
          .filter(([k]) => k !== 'bare')
          .map(([k, v]) => ({ label: `${k} LCP`, a: v.lcpMs, b: lh.bare?.lcpMs })),
        { unit: ' ms' },
      ),
    ];
  };
  if (lighthouse)
    parts.push(
      ...lighthouseParts(
        lighthouse,
        'Lighthouse mobile (median)',
        "Alternated run by run with the bare page (React, router, Query, i18next, zod, Workbox). Lighthouse's default: a full-speed load, and its estimate of the same load on a model phone. The load's own LCP is the largest paint of the full-speed load: every script that arrived before it counts in the estimate.",
      ),
    );
  if (throttled)
    parts.push(
      ...lighthouseParts(
        throttled,
        'Lighthouse mobile, Chromium throttled (median)',
        'The same pages with Chromium itself slowed to the model phone (150 ms round trip, 1.6 Mbit/s, CPU 4x slower): the load measured as it happens.',
      ),
    );
  if (https)
    parts.push(
      ...lighthouseParts(
        https,
        'Lighthouse mobile over HTTPS and HTTP/2 (median)',
        "Lighthouse's default estimate again, with the app and the bare page each served through the same local HTTPS front speaking HTTP/2, as a site behind its TLS proxy is: one connection carries every request, where plain HTTP/1.1 on localhost opens one per request and the estimate gives each a new connection's handshake.",
      ),
    );
  if (installed) {
    parts.push(
      '<h2>Installed app (service worker)</h2>',
      table(
        [
          'page',
          'worker active',
          'repeat: shell requests to the network before first paint',
          'offline reload opens',
          'offline message',
          'recovers online',
        ],
        Object.entries(installed).map(([k, v]) => [
          k,
          v.repeat?.serviceWorkerActive,
          v.repeat?.networkBeforeFirstPaint.join(' ') || 'none',
          v.offline?.opens,
          v.offline?.showsOfflineMessage,
          v.offline?.recovers,
        ]),
      ),
    );
  }
  for (const mode of api ?? []) {
    const name = mode.mode === 'postgres' ? 'PostgreSQL + Redis' : 'embedded database';
    parts.push(
      `<h2>API throughput, ${esc(name)}</h2><p>autocannon, browser headers (accept-encoding), alternated with a bare Fastify route after the same warm-up. Memory ${esc(mode.rss?.idleMB)} MB idle, ${esc(mode.rss?.underLoadMB)} MB under load. Login, 20 at once on one argon2id hash: p50 ${esc(mode.login?.p50Ms)} ms, p99 ${esc(mode.login?.p99Ms)} ms.</p>`,
      table(
        ['call', 'req/s', 'bare req/s', 'ratio', 'KB', 'wire KB', 'encoding', 'non-2xx'],
        mode.demo.map((r) => [
          r.call,
          r.appRps,
          r.bareRps,
          r.ratio,
          r.rawKB,
          r.wireKB,
          r.encoding ?? 'none',
          r.non2xx,
        ]),
      ),
      bars(
        mode.demo.map((r) => ({ label: r.call, a: r.appRps, b: r.bareRps })),
        { unit: '/s' },
      ),
    );
    if (mode.upload)
      parts.push(
        `<p>Upload of ${esc(mode.upload.games)} games (${esc(mode.upload.bodyKB)} KB): HTTP ${esc(mode.upload.status)} in ${esc(mode.upload.ms)} ms ${esc(mode.upload.errorCode ?? '')}</p>`,
      );
    if (mode.large)
      parts.push(
        `<h3>Large content (5000 games, 2000 banners, 2000 announcements), ${esc(name)}</h3><p>Memory ${esc(mode.largeRss?.idleMB)} MB idle, ${esc(mode.largeRss?.underLoadMB)} MB under load.</p>`,
        table(
          [
            'call',
            'req/s',
            'bare req/s',
            'ratio',
            'vs demo content (ratio / demo ratio)',
            'KB',
            'wire KB',
            'non-2xx',
          ],
          mode.large.map((r) => [
            r.call,
            r.appRps,
            r.bareRps,
            r.ratio,
            r.vsDemo,
            r.rawKB,
            r.wireKB,
            r.non2xx,
          ]),
        ),
        bars(
          mode.large.map((r) => ({
            label: r.call,
            a: r.ratio,
            b: mode.demo.find((d) => d.call === r.call)?.ratio,
          })),
          { unit: '× bare', a: 'large content', b: 'demo content' },
        ),
      );
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench report</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;max-width:980px}table{border-collapse:collapse;margin:8px 0 16px}td,th{border:1px solid #ddd;padding:4px 8px;text-align:right}td:first-child,th:first-child{text-align:left}svg{display:block;margin:8px 0 24px}</style>
</head><body><h1>npm run bench</h1><p>${esc(results.startedAt)}, ${esc(results.machine)}. Figures from one run on a shared machine: compare product and reference within the run.</p>
${parts.join('\n')}</body></html>`;
}
