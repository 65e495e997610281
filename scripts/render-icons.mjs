/**
 * Renders a set of PWA icons (apps/server/assets/<set>/icon-{size}.png and .webp) from the set's
 * icon.svg with Debian's Chromium through playwright-core. Sets: `demo` (the demo merchant's; also
 * copies icon.svg to favicon.svg) and `starter` (the neutral icon of a merchant made from the empty
 * template).
 *
 * Usage (from the repository root): node scripts/render-icons.mjs [demo|starter]   (default demo)
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Per set, what is painted behind the SVG. It equals the icon's outermost background colour, so
 * the corners blend in and the PNGs are opaque, full-bleed squares (safe for maskable use).
 */
const SETS = { demo: { background: '#0b1128', favicon: true }, starter: { background: '#1f2937' } };
const set = process.argv[2] ?? 'demo';
if (!(set in SETS))
  throw new Error(`unknown icon set ${set}; one of ${Object.keys(SETS).join(', ')}`);
const assetsDir = join(root, 'apps', 'server', 'assets', set);
const SIZES = [192, 256, 384, 512];
const PAGE_BACKGROUND = SETS[set].background;

/** Reads width and height from a PNG's IHDR chunk. */
function pngSize(buffer) {
  const signature = '89504e470d0a1a0a';
  if (
    buffer.subarray(0, 8).toString('hex') !== signature ||
    buffer.toString('ascii', 12, 16) !== 'IHDR'
  ) {
    throw new Error('not a PNG');
  }
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

const svg = await readFile(join(assetsDir, 'icon.svg'), 'utf8');
// Let the SVG fill the viewport whatever its own width/height attributes say.
const sizedSvg = svg.replace(/<svg\b/, '<svg style="display:block;width:100vw;height:100vh"');

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const size of SIZES) {
    const page = await browser.newPage({
      viewport: { width: size, height: size },
      deviceScaleFactor: 1,
    });
    await page.setContent(
      `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden;background:${PAGE_BACKGROUND}}</style></head><body>${sizedSvg}</body></html>`,
    );
    const png = await page.screenshot({ type: 'png', omitBackground: false });
    await page.close();
    const { width, height } = pngSize(png);
    if (width !== size || height !== size) {
      throw new Error(`icon-${size}.png came out ${width}x${height}`);
    }
    const out = join(assetsDir, `icon-${size}.png`);
    await writeFile(out, png);
    console.log(`wrote ${out} (${width}x${height}, ${png.length} bytes)`);
  }
} finally {
  await browser.close();
}

if (SETS[set].favicon) {
  await copyFile(join(assetsDir, 'icon.svg'), join(assetsDir, 'favicon.svg'));
  console.log(`wrote ${join(assetsDir, 'favicon.svg')} (copy of icon.svg)`);
}

// The same icons as WebP, which pages and the manifest use (SPEC §2 sizes 192, 256, 384, 512, and
// 96 for the download bar, §2 screen 6: about 48 CSS pixels on 2x screens): a few KB each, where
// the PNGs are 30 to 170 KB. The PNGs stay for what needs PNG (iOS's apple-touch-icon).
{
  const browser2 = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser2.newPage();
    for (const size of [96, ...SIZES]) {
      // Runs in the page (browser globals).
      /* eslint-disable no-undef */
      const dataUrl = await page.evaluate(
        async ({ source, size, background }) => {
          const img = new Image();
          img.src = `data:image/svg+xml;base64,${btoa(source)}`;
          await img.decode();
          const canvas = document.createElement('canvas');
          canvas.width = canvas.height = size;
          const ctx = canvas.getContext('2d');
          ctx.fillStyle = background;
          ctx.fillRect(0, 0, size, size);
          ctx.drawImage(img, 0, 0, size, size);
          return canvas.toDataURL('image/webp', 0.85);
        },
        { source: svg, size, background: PAGE_BACKGROUND },
      );
      /* eslint-enable no-undef */
      const webp = Buffer.from(dataUrl.split(',')[1], 'base64');
      if (webp.toString('ascii', 8, 12) !== 'WEBP') throw new Error(`icon-${size}.webp is no WebP`);
      const out = join(assetsDir, `icon-${size}.webp`);
      await writeFile(out, webp);
      console.log(`wrote ${out} (${size}x${size}, ${webp.length} bytes)`);
    }
  } finally {
    await browser2.close();
  }
}
