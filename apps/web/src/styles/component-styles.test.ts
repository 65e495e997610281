import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Styles belong with the component that uses them: every class a component writes in its markup
 * that some stylesheet of the app defines must be defined by a stylesheet that component loads
 * itself (its own CSS imports, or those of the modules it imports), or by the global stylesheet.
 * Otherwise the control is drawn unstyled on every page that did not happen to load that other
 * stylesheet first (a grey system button, a bare select).
 */
const SRC = path.resolve(import.meta.dirname, '..');
const GLOBAL_CSS = path.join(SRC, 'styles/global.css');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const files = walk(SRC).filter((f) => !/\.test\.tsx?$/.test(f));
const cssFiles = files.filter((f) => f.endsWith('.css'));
const sources = files.filter((f) => /\.tsx$/.test(f));

/** Class names a stylesheet defines (selectors only, not property values). */
function definedClasses(css: string): Set<string> {
  const out = new Set<string>();
  const noComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const block of noComments.split('{')) {
    const selector = block.split('}').pop() ?? '';
    for (const m of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) out.add(m[1]!);
  }
  return out;
}
const cssClasses = new Map(cssFiles.map((f) => [f, definedClasses(readFileSync(f, 'utf8'))]));
const definedAnywhere = new Set([...cssClasses.values()].flatMap((s) => [...s]));

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // next candidate
    }
  }
  return null;
}

/** Stylesheets a module loads with it: its static imports, followed through the modules. */
function stylesheetsOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (file.endsWith('.css')) return seen;
  const text = readFileSync(file, 'utf8');
  // Static imports only: a lazily imported module brings its styles when it comes, not before.
  for (const m of text.matchAll(
    /^\s*import\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
  )) {
    if (/^\s*import\s+type\s/.test(m[0])) continue;
    const target = resolveImport(file, m[1]!);
    if (target) stylesheetsOf(target, seen);
  }
  return seen;
}

/** Static class names written in className attributes (the parts of template literals without ${}). */
function usedClasses(tsx: string): string[] {
  const out: string[] = [];
  for (const m of tsx.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\})/g)) {
    const text = (m[1] ?? m[2] ?? '').replace(/\$\{[^}]*\}\S*/g, ' ');
    out.push(...text.split(/\s+/).filter((c) => /^[_a-zA-Z][\w-]*$/.test(c)));
  }
  return out;
}

/** Modules loaded on demand (`import('./x')`): each arrives with what it imports, nothing more. */
function dynamicImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)]
    .map((m) => resolveImport(file, m[1]!))
    .filter((f): f is string => f !== null);
}

describe('component stylesheets', () => {
  it('every styled class a module uses comes with the stylesheets its own chunk loads', () => {
    // The shell (main.tsx and what it imports) is always there first: its stylesheets count
    // everywhere. Every module loaded on demand must bring the rest itself.
    const shell = stylesheetsOf(path.join(SRC, 'main.tsx'));
    const cssOf = (graph: Set<string>) =>
      [...graph].filter((f) => f.endsWith('.css')).flatMap((f) => [...cssClasses.get(f)!]);
    const always = new Set([...(cssClasses.get(GLOBAL_CSS) ?? []), ...cssOf(shell)]);
    const roots = [
      path.join(SRC, 'main.tsx'),
      ...new Set(sources.concat(files.filter((f) => f.endsWith('.ts'))).flatMap(dynamicImports)),
    ];
    const problems = new Set<string>();
    for (const root of roots) {
      const graph = stylesheetsOf(root);
      const available = new Set([...always, ...cssOf(graph)]);
      for (const file of graph) {
        if (!file.endsWith('.tsx')) continue;
        for (const cls of new Set(usedClasses(readFileSync(file, 'utf8')))) {
          if (definedAnywhere.has(cls) && !available.has(cls))
            problems.add(
              `${path.relative(SRC, file)}: .${cls} (loaded by ${path.relative(SRC, root)})`,
            );
        }
      }
    }
    expect([...problems]).toEqual([]);
  });
});
