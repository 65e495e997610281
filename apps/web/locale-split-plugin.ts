import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';

/**
 * Each language in two files (issue "first screen fast"): the texts the first screens may show
 * (/m/home, /m/login, /m/game, the app's shell and the parts every page mounts after its load) and
 * the texts only pages loaded on demand show ("later"), fetched when such a page loads. Every
 * first load fetched the whole file before: 179 of English's 498 texts, ≈2.2 of its 8 KB gzip,
 * belong to the member, wallet, loyalty and info pages.
 *
 * A key is "later" only when it is proven so: written out whole (a string literal) in a module that
 * only on-demand pages load, and nowhere in the modules the first screens load, nor matched by a
 * key they build (`second_factor_${tab}`, `'dl_' + reason`), nor an error code or message the
 * server may answer with (any string of the server's or the contract's sources, and any key with a
 * dot, the codes' shape: `translateServerMessage` shows them on any page). A key that is in doubt
 * stays in the first file: a wrong guess would show a key or English to a player.
 */

/** Where the map of the files is written, next to Vite's manifest (the server reads both). */
export const LOCALE_FILES_FILE = '.vite/locale-files.json';
export const VIRTUAL_ID = 'virtual:locale-files';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** What one module's source says about the keys it may show. */
export interface SourceFacts {
  imports: { spec: string; dynamic: boolean }[];
  /** Every string it writes out whole. */
  strings: Set<string>;
  /** Strings it builds: a key that starts with `prefix` and ends with `suffix` may be one. */
  patterns: { prefix: string; suffix: string }[];
}

type Node = { type: string; [key: string]: unknown };
const isNode = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
const stringOf = (n: unknown): string | null =>
  isNode(n) && n.type === 'Literal' && typeof n.value === 'string' ? n.value : null;

export function sourceFacts(code: string, file = 'x.tsx'): SourceFacts {
  const lang = /\.tsx$/.test(file)
    ? 'tsx'
    : /\.jsx$/.test(file)
      ? 'jsx'
      : /\.ts$/.test(file)
        ? 'ts'
        : 'js';
  const ast = parseAst(code, { lang });
  const facts: SourceFacts = { imports: [], strings: new Set(), patterns: [] };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration': {
        const spec = stringOf(node.source);
        if (spec !== null) facts.imports.push({ spec, dynamic: false });
        break;
      }
      case 'ImportExpression': {
        const spec = stringOf(node.source);
        if (spec !== null) facts.imports.push({ spec, dynamic: true });
        break;
      }
      case 'Literal':
        if (typeof node.value === 'string') facts.strings.add(node.value);
        break;
      case 'TemplateLiteral': {
        const quasis = (node.quasis as Node[]).map((q) => {
          const value = q.value as { cooked: string | null; raw: string };
          return value.cooked ?? value.raw;
        });
        if (quasis.length === 1) facts.strings.add(quasis[0]!);
        else facts.patterns.push({ prefix: quasis[0]!, suffix: quasis[quasis.length - 1]! });
        break;
      }
      case 'BinaryExpression':
        if (node.operator === '+') {
          const left = stringOf(node.left);
          const right = stringOf(node.right);
          if (left !== null && right === null) facts.patterns.push({ prefix: left, suffix: '' });
          if (right !== null && left === null) facts.patterns.push({ prefix: '', suffix: right });
        }
        break;
    }
    for (const [key, value] of Object.entries(node))
      if (key !== 'type' && typeof value === 'object') visit(value);
  };
  visit(ast.body);
  // `${x}` alone builds any string: it proves nothing about a key (the strings x comes from do).
  facts.patterns = facts.patterns.filter((p) => p.prefix !== '' || p.suffix !== '');
  return facts;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** `points_other` → `points`: i18next picks the form of `t('points', { count })` itself. */
const pluralBase = (key: string) => (PLURAL.test(key) ? key.replace(PLURAL, '') : null);

const names = (facts: SourceFacts, key: string) => {
  const base = pluralBase(key);
  return facts.strings.has(key) || (base !== null && facts.strings.has(base));
};
const builds = (facts: SourceFacts, key: string) =>
  facts.patterns.some(
    (p) =>
      key.length >= p.prefix.length + p.suffix.length &&
      key.startsWith(p.prefix) &&
      key.endsWith(p.suffix),
  );

/** The keys (of English, the source) that only on-demand pages show; every other key is first. */
export function laterKeys(input: {
  keys: Iterable<string>;
  first: SourceFacts[];
  later: SourceFacts[];
  /** Strings of the server's and the contract's sources: codes and messages it may answer with. */
  server: Set<string>;
}): Set<string> {
  const later = new Set<string>();
  for (const key of input.keys) {
    const base = pluralBase(key);
    if (key.includes('.')) continue;
    if (input.server.has(key) || (base !== null && input.server.has(base))) continue;
    if (!input.later.some((f) => names(f, key))) continue;
    if (input.first.some((f) => names(f, key) || builds(f, key))) continue;
    later.add(key);
  }
  return later;
}

/**
 * A language's texts in its two files. Its plural forms that English has not (`_many` in French)
 * go with English's family. `partial`: the language lacks some of English's texts (`english`, by
 * default the later ones), which then show in English; a complete language loads no English.
 */
export function splitTexts(
  texts: Record<string, string>,
  later: Set<string>,
  english: Iterable<string> = later,
): { first: Record<string, string>; later: Record<string, string>; partial: boolean } {
  const laterBases = new Set([...later].map(pluralBase).filter((b): b is string => b !== null));
  const isLater = (key: string) => {
    if (later.has(key)) return true;
    const base = pluralBase(key);
    return base !== null && laterBases.has(base);
  };
  const first: Record<string, string> = {};
  const rest: Record<string, string> = {};
  for (const [key, value] of Object.entries(texts)) (isLater(key) ? rest : first)[key] = value;
  const bases = new Set(Object.keys(texts).map(pluralBase));
  const partial = [...english].some((key) => {
    if (key in texts) return false;
    const base = pluralBase(key);
    return base === null || !bases.has(base);
  });
  return { first, later: rest, partial };
}

/** `() => import('./x')` → './x'. */
function importedBy(fn: unknown): string | null {
  if (!isNode(fn) || fn.type !== 'ArrowFunctionExpression') return null;
  const body = fn.body;
  return isNode(body) && body.type === 'ImportExpression' ? stringOf(body.source) : null;
}

const laterPageOf = (node: unknown): string | null =>
  isNode(node) &&
  node.type === 'CallExpression' &&
  isNode(node.callee) &&
  node.callee.type === 'Identifier' &&
  node.callee.name === 'laterPage'
    ? importedBy((node.arguments as unknown[])[0])
    : null;

/**
 * The page modules of the route table that load on demand, those whose loader is wrapped in
 * `laterPage(...)` (src/app/route-table.ts), and the router paths of PAGE_LOADERS that load one,
 * directly or through a named loader (`register`).
 */
export function onDemandPages(routeTableCode: string): { specs: string[]; paths: string[] } {
  const ast = parseAst(routeTableCode, { lang: 'ts' });
  const specs: string[] = [];
  const named = new Set<string>();
  let table: Node | null = null;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    const spec = laterPageOf(node);
    if (spec) specs.push(spec);
    if (node.type === 'VariableDeclarator' && isNode(node.id) && node.id.type === 'Identifier') {
      if (laterPageOf(node.init)) named.add(node.id.name as string);
      if (node.id.name === 'PAGE_LOADERS' && isNode(node.init)) table = node.init;
    }
    for (const [key, value] of Object.entries(node))
      if (key !== 'type' && typeof value === 'object') visit(value);
  };
  visit(ast.body);
  const paths: string[] = [];
  for (const prop of ((table as Node | null)?.properties ?? []) as Node[]) {
    const key = stringOf(prop.key);
    const value = prop.value;
    if (
      key !== null &&
      (laterPageOf(value) ||
        (isNode(value) && value.type === 'Identifier' && named.has(value.name as string)))
    )
      paths.push(key);
  }
  return { specs, paths };
}

const SOURCE = /\.(tsx?|jsx?|mjs)$/;
function sourcesUnder(dir: string, into: string[] = []): string[] {
  if (!existsSync(dir)) return into;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') sourcesUnder(full, into);
    } else if (SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) into.push(full);
  }
  return into;
}

const hashOf = (source: string) =>
  createHash('sha256').update(source).digest('base64url').slice(0, 8);

export interface LocaleFilesOptions {
  /** The app's entry module and route table, and the folder of its language files. */
  entry: string;
  routeTable: string;
  locales: string;
  /** Sources of the server and the contract: whatever string they hold stays first. */
  serverSources: string[];
}

/** The map the app reads (`virtual:locale-files`) and the server reads (LOCALE_FILES_FILE). */
export type LocaleFiles = Record<string, { first: string; later: string; partial: boolean }>;

export function localeFiles(options: LocaleFilesOptions): Plugin {
  let base = '/';
  let build = false;
  let files: LocaleFiles | null = null;
  let later = new Set<string>();
  let pageIds: string[] = [];
  let laterPaths: string[] = [];
  const emitted: { fileName: string; source: string }[] = [];

  const inApp = (id: string) => !id.includes('/node_modules/') && SOURCE.test(id.split('?')[0]!);

  return {
    name: 'member-app:locale-files',
    configResolved(config) {
      base = config.base;
      build = config.command === 'build';
    },
    async buildStart() {
      if (!build) return;
      const factsOf = new Map<string, SourceFacts>();
      const edges = new Map<string, { id: string; dynamic: boolean }[]>();
      // The app's own module graph from its entry, through static and lazy imports alike.
      const todo = [options.entry];
      const seen = new Set(todo);
      for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
        const facts = sourceFacts(readFileSync(id, 'utf8'), id);
        factsOf.set(id, facts);
        const out: { id: string; dynamic: boolean }[] = [];
        for (const { spec, dynamic } of facts.imports) {
          const resolved = await this.resolve(spec, id);
          const dep = resolved?.id.split('?')[0];
          if (!dep || resolved.external || !inApp(dep) || !existsSync(dep)) continue;
          out.push({ id: dep, dynamic });
          if (!seen.has(dep)) {
            seen.add(dep);
            todo.push(dep);
          }
        }
        edges.set(id, out);
      }
      const pages = new Set<string>();
      const onDemand = onDemandPages(readFileSync(options.routeTable, 'utf8'));
      laterPaths = onDemand.paths;
      for (const spec of onDemand.specs) {
        const resolved = await this.resolve(spec, options.routeTable);
        if (!resolved) this.error(`${options.routeTable}: cannot resolve ${spec}`);
        pages.add(resolved.id);
      }
      if (pages.size === 0)
        this.error(`${options.routeTable}: no page loads on demand (laterPage)`);
      const reach = (roots: string[], cut: (from: string, to: string) => boolean) => {
        const found = new Set(roots);
        const stack = [...roots];
        for (let id = stack.pop(); id !== undefined; id = stack.pop())
          for (const dep of edges.get(id) ?? [])
            if (!found.has(dep.id) && !cut(id, dep.id)) {
              found.add(dep.id);
              stack.push(dep.id);
            }
        return found;
      };
      // First: all the entry loads, now or later, but the on-demand pages the route table loads.
      pageIds = [...pages];
      const firstModules = reach(
        [options.entry],
        (from, to) => from === options.routeTable && pages.has(to),
      );
      const laterModules = [...reach([...pages], () => false)].filter(
        (id) => !firstModules.has(id),
      );

      const server = new Set<string>();
      for (const file of options.serverSources.flatMap((dir) => sourcesUnder(dir)))
        for (const s of sourceFacts(readFileSync(file, 'utf8'), file).strings) server.add(s);
      const english = JSON.parse(
        readFileSync(path.join(options.locales, 'EN.json'), 'utf8'),
      ) as Record<string, string>;
      later = laterKeys({
        keys: Object.keys(english),
        first: [...firstModules].map((id) => factsOf.get(id)!),
        later: laterModules.map((id) => factsOf.get(id)!),
        server,
      });

      files = {};
      emitted.length = 0;
      for (const name of readdirSync(options.locales)
        .filter((f) => f.endsWith('.json'))
        .sort()) {
        const lang = name.slice(0, -'.json'.length);
        const texts = JSON.parse(readFileSync(path.join(options.locales, name), 'utf8')) as Record<
          string,
          string
        >;
        const split = splitTexts(texts, later, Object.keys(english));
        const first = JSON.stringify(split.first);
        const rest = JSON.stringify(split.later);
        const firstFile = `assets/${lang}-${hashOf(first)}.json`;
        const laterFile = `assets/${lang}-later-${hashOf(rest)}.json`;
        emitted.push({ fileName: firstFile, source: first }, { fileName: laterFile, source: rest });
        files[lang] = { first: firstFile, later: laterFile, partial: split.partial };
      }
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      // Tests and the dev server load each language whole (src/lib/i18n.ts).
      if (!files) return 'export const LOCALE_FILES = null;';
      // Each language's two hashes, the addresses built by the code: the map is in the boot script.
      const hashes = Object.fromEntries(
        Object.entries(files).map(([lang, f]) => [
          lang,
          `${f.first} ${f.later}`.replace(/[^ ]*-([\w-]{8})\.json/g, '$1'),
        ]),
      );
      const partial = Object.entries(files)
        .filter(([, f]) => f.partial)
        .map(([lang]) => lang);
      return [
        `const hashes = ${JSON.stringify(hashes)};`,
        `const partial = ${JSON.stringify(partial)};`,
        `const at = ${JSON.stringify(`${base}assets/`)};`,
        'export const LOCALE_FILES = Object.fromEntries(',
        '  Object.entries(hashes).map(([lang, h]) => {',
        "    const [first, later] = h.split(' ');",
        '    return [lang, { first: `${at}${lang}-${first}.json`, later: `${at}${lang}-later-${later}.json`, partial: partial.includes(lang) }];',
        '  }),',
        ');',
      ].join('\n');
    },
    generateBundle(_options, bundle) {
      if (!files) return;
      for (const { fileName, source } of emitted)
        this.emitFile({ type: 'asset', fileName, source });
      this.emitFile({
        type: 'asset',
        fileName: LOCALE_FILES_FILE,
        source: `${JSON.stringify({ pages: laterPaths, later: [...later].sort(), files }, null, 2)}\n`,
      });
      // The check, on the bundler's own module graph (not this plugin's reading of the sources):
      // no module that the first screens load names a key of the later file in its code, and no
      // chunk that holds such a module does.
      const pages = new Set(pageIds);
      const first = new Set([options.entry]);
      const stack = [options.entry];
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        const info = this.getModuleInfo(id);
        for (const dep of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])])
          if (!first.has(dep) && !(id === options.routeTable && pages.has(dep))) {
            first.add(dep);
            stack.push(dep);
          }
      }
      // Quoted either way: the minifier writes strings as templates (`page_help`).
      const named = (code: string) =>
        [...later].filter((key) => ['"', "'", '`'].some((q) => code.includes(`${q}${key}${q}`)));
      const failures: string[] = [];
      for (const id of first) {
        const code = inApp(id) ? this.getModuleInfo(id)?.code : null;
        for (const key of code ? named(code) : [])
          failures.push(`${path.relative(process.cwd(), id)} names '${key}'`);
      }
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.moduleIds.some((id) => first.has(id) && inApp(id)))
          for (const key of named(chunk.code))
            failures.push(`${chunk.fileName} (a first screen's chunk) names '${key}'`);
      if (failures.length)
        this.error(
          `locale-files: keys of the later language file are named by the first screens:\n${failures.join('\n')}`,
        );
    },
  };
}
