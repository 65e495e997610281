// `npm test`: install what is missing (dependencies, Debian's Chromium), build, and run every
// suite; prints one summed line at the end: `N passed, N failed, N skipped` (STACK-NOTES).
//
//   npm test                         every suite
//   npm test -- --only=server,web    some suites (contract, server, web, e2e, console, checks)
//   npm test -- --summary-json=F     also write the counts as JSON (used by .ci/run)
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import {
  ensureChromium,
  ensureConsoleBuild,
  ensureDependencies,
  ensureWebBuild,
  root,
  run,
} from './lib/setup.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v = 'true'] = a.replace(/^--/, '').split('=');
    return [k, v];
  }),
);
const only = args.only ? new Set(args.only.split(',')) : null;
const wanted = (name) => !only || only.has(name);

const results = path.join(root, '.artifacts/results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

ensureDependencies();

/** The first line of an error, short enough for a summary line. */
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((l) => l.trim() !== '')
    ?.trim()
    .slice(0, 240) ?? '';

/** Counts from a Vitest JSON report, with the failed tests named (the CI log's tail shows them). */
function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  for (const f of r.testResults ?? []) {
    for (const a of f.assertionResults ?? [])
      if (a.status === 'failed')
        failures.push(
          `${path.relative(root, f.name)} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`,
        );
    if (f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'))
      failures.push(`${path.relative(root, f.name)}: ${firstLine(f.message)}`);
  }
  return {
    failures,
    passed: r.numPassedTests,
    failed:
      r.numFailedTests +
      (r.numTotalTestSuites > 0 && r.success === false && r.numFailedTests === 0 ? 1 : 0),
    skipped: r.numPendingTests + r.numTodoTests,
  };
}

/**
 * A test that ran out of time says only that; the call it was waiting on is a later error with a
 * place in the spec. Printed with the failure, so that CI's last lines tell where it stopped.
 */
function pendingStep(result) {
  if (result.error?.location) return '';
  const step = (result.errors ?? []).find((e) => e.location);
  if (!step) return '';
  const { file, line } = step.location;
  return ` (waiting at ${path.basename(file)}:${line}: ${firstLine(step.message)})`;
}

/** Counts from a Playwright JSON report. */
function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const s = report.stats;
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        for (const r of t.results ?? [])
          if (r.status !== 'passed' && r.status !== 'skipped')
            failures.push(
              `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${r.status}, ${firstLine(r.error?.message)}${pendingStep(r)}`,
            );
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return {
    failures,
    passed: s.expected + s.flaky,
    failed: s.unexpected + (s.interrupted ?? 0),
    skipped: s.skipped,
  };
}

const summary = [];
function record(name, counts, status) {
  // A suite that crashed before reporting counts as one failure, never as silence.
  const c = counts ?? { passed: 0, failed: 1, skipped: 0 };
  if (status !== 0 && c.failed === 0) c.failed = 1;
  summary.push({ name, failures: [], ...c });
  console.log(`\n[${name}] ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped\n`);
}

function vitestSuite(name, cwd, env = {}) {
  const out = path.join(results, `${name}.json`);
  console.log(`\n=== ${name} ===`);
  const status = run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {
      cwd: path.join(root, cwd),
      env: { ...process.env, ...env },
    },
  );
  record(name, vitestCounts(out), status);
}

function check(name, cmd, cmdArgs) {
  console.log(`\n=== ${name} ===`);
  const status = run(cmd, cmdArgs);
  record(name, { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, skipped: 0 }, status);
}

if (wanted('checks')) {
  check('typecheck', 'npm', ['run', 'typecheck']);
  check('lint', 'npx', ['eslint', '.']);
  // The boundary zones and the cycle rule catch what they are for (scripts/eslint/rules.test.mjs).
  check('lint rules', 'npx', ['vitest', 'run', 'scripts/eslint']);
  check('locales', process.execPath, ['scripts/check-locales.mjs']);
  // Right-to-left (Urdu): logical CSS properties only.
  check('rtl-css', process.execPath, ['scripts/check-logical-css.mjs']);
  // The docs (spec coverage, READMEs) name only files that exist.
  check('doc paths', process.execPath, ['scripts/check-doc-paths.mjs']);
  // Production runs compiled JavaScript on Node 20.19: every runtime package accepts that Node,
  // and the compiled server starts and answers.
  check('engines', process.execPath, ['scripts/check-engines.mjs']);
  check('server build', process.execPath, ['scripts/check-server-build.mjs']);
  // The tree is formatted with Prettier; an unformatted file fails the checks suite.
  check('format', 'npx', ['prettier', '--check', '.']);
}
if (wanted('contract')) vitestSuite('contract', 'packages/contract');
if (wanted('server')) {
  const label = process.env.DATABASE_URL ? 'server (PostgreSQL + Redis)' : 'server (embedded)';
  vitestSuite(label, 'apps/server');
}
if (wanted('web')) vitestSuite('web', 'apps/web');
if (wanted('e2e')) {
  console.log('\n=== e2e (Chromium) ===');
  if (!ensureChromium()) {
    record('e2e', { passed: 0, failed: 1, skipped: 0 }, 1);
  } else {
    ensureWebBuild();
    const report = path.join(root, '.artifacts/e2e-report.json');
    rmSync(report, { force: true });
    const status = run('npx', ['playwright', 'test'], { cwd: path.join(root, 'apps/web') });
    record('e2e', playwrightCounts(report), status);
  }
}
// The operator console: its unit tests, then its browser journeys against the real server (which
// check the member app's API too, so the web app is built as well).
if (wanted('console')) {
  vitestSuite('console', 'apps/console');
  console.log('\n=== console e2e (Chromium) ===');
  if (!ensureChromium()) {
    record('console e2e', { passed: 0, failed: 1, skipped: 0 }, 1);
  } else {
    ensureWebBuild();
    ensureConsoleBuild();
    const report = path.join(root, '.artifacts/console-e2e-report.json');
    rmSync(report, { force: true });
    const status = run('npx', ['playwright', 'test'], { cwd: path.join(root, 'apps/console') });
    record('console e2e', playwrightCounts(report), status);
  }
}

const total = summary.reduce(
  (a, s) => ({
    passed: a.passed + s.passed,
    failed: a.failed + s.failed,
    skipped: a.skipped + s.skipped,
  }),
  {
    passed: 0,
    failed: 0,
    skipped: 0,
  },
);
// The failed tests by name and first error line, right above the counts: the end of a long log is
// often all that is read of it.
const failures = summary.flatMap((s) => s.failures.map((f) => `[${s.name}] ${f}`));
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const f of failures.slice(0, 20)) console.log(`  ${f}`);
}
console.log('\nSummary:');
for (const s of summary)
  console.log(
    `  ${s.name.padEnd(30)} ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`,
  );
if (args['summary-json'])
  writeFileSync(
    args['summary-json'],
    JSON.stringify({ suites: summary, total, failures }, null, 2),
  );
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
