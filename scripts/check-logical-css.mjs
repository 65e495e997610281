/**
 * Right-to-left (Urdu, SPEC §9): the web app's CSS uses logical properties only, so the layout
 * mirrors by itself under `dir="rtl"`. Refuses physical left/right (`left:`, `margin-right`,
 * `padding-left`, `border-right`, `text-align: left`, `float: right`, `border-top-left-radius`,
 * a four-value `padding: 0 6px 0 40px`...) in apps/web/src; write `inset-inline-start`, `margin-inline-end`, `text-align: start` instead.
 *
 * Usage (from anywhere): node scripts/check-logical-css.mjs
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dirs = [join(root, 'apps', 'web', 'src')];

const PHYSICAL = [
  /(?<![-\w])(left|right)\s*:/,
  /(?<![-\w])(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(-\w+)?\s*:/,
  /border-(top|bottom)-(left|right)-radius\s*:/,
  /(text-align|float|clear)\s*:\s*(left|right)\b/,
];

/**
 * A four-value `margin`, `padding` or `inset` names the left and right sides too (top right bottom
 * left): refused when they differ (`padding: 0 6px 0 40px` stays on the left in Urdu). Write
 * `padding-block` and `padding-inline: 40px 6px` instead.
 */
function asymmetricShorthand(line) {
  const m = line.match(/(?<![-\w])(margin|padding|inset)\s*:\s*([^;!]+)/);
  if (!m) return false;
  const values = m[2].trim().split(/\s+(?![^(]*\))/);
  return values.length === 4 && values[1] !== values[3];
}

function* cssFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) yield* cssFiles(p);
    else if (entry.name.endsWith('.css')) yield p;
  }
}

let problems = 0;
let files = 0;
for (const dir of dirs) {
  for (const file of cssFiles(dir)) {
    files += 1;
    // Comments may name physical sides; only declarations count.
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, (c) =>
      c.replace(/[^\n]/g, ' '),
    );
    text.split('\n').forEach((line, i) => {
      if (PHYSICAL.some((re) => re.test(line)) || asymmetricShorthand(line)) {
        console.log(`${relative(root, file)}:${i + 1}: ${line.trim()}`);
        problems += 1;
      }
    });
  }
}
console.log(
  `${files} CSS files checked: ${problems} physical left/right declaration(s)` +
    (problems ? ' (use logical properties: inset-inline-start, margin-inline-end, ...)' : ''),
);
process.exitCode = problems ? 1 : 0;
