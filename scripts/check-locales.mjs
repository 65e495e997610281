/**
 * Checks the UI translations in apps/web/src/locales/*.json against the English source (EN.json).
 *
 * For every language it reports missing keys, extra keys, empty or non-string values and
 * {{placeholder}} mismatches (a placeholder of the English text that the translation lacks, or
 * one the translation adds). Plural families (`<key>_one` / `<key>_other` in English) are expected
 * in the plural categories of each language (`_many` in French, only `_other` in Japanese).
 *
 * Exits 1 when any language (all 24 of SPEC §9) misses a key, has an extra key, a plural form its
 * language does not use, an empty or non-string value or a placeholder mismatch, or when a file is
 * not valid JSON. A player reads every screen in their own language: nothing falls back to English.
 * Prints the coverage of each language.
 *
 * Usage (from anywhere): node scripts/check-locales.mjs
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = join(root, 'apps', 'web', 'src', 'locales');
const SOURCE = 'EN';
/** §9 UI languages: every one must be complete. */
const REQUIRED_COMPLETE = new Set([
  ...['CN', 'EN', 'ES', 'HI', 'ID', 'JA', 'KM', 'KO', 'MY', 'TA', 'TH', 'TW'],
  ...['VI', 'TY', 'UR', 'PT', 'PT-BR', 'MS', 'BN', 'TR', 'FR', 'NE', 'UR-LA', 'TE'],
]);
const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;
/**
 * BCP 47 tag of each UI language (SPEC §9), for its plural categories: i18next picks the
 * `<key>_<category>` forms with Intl.PluralRules, so French needs `_many`, Japanese only `_other`.
 */
const PLURAL_TAGS = {
  CN: 'zh-CN',
  TW: 'zh-TW',
  TY: 'fil',
  'UR-LA': 'ur',
  PT: 'pt-PT',
  'PT-BR': 'pt-BR',
};
const pluralCategories = (lang) =>
  new Intl.PluralRules(PLURAL_TAGS[lang] ?? lang.toLowerCase()).resolvedOptions().pluralCategories;

/** A family is plural when the source has both `<base>_one` and `<base>_other` (`im_other` alone is not). */
const pluralBases = (source) =>
  new Set(
    Object.keys(source)
      .filter((k) => k.endsWith('_one') && Object.hasOwn(source, `${k.slice(0, -4)}_other`))
      .map((k) => k.slice(0, -4)),
  );

function isPluralForm(source, key) {
  const cut = key.lastIndexOf('_');
  return cut > 0 && pluralBases(source).has(key.slice(0, cut));
}

/** Keys of the source as this language must have them: plural families in its own categories. */
function expectedKeys(source, lang) {
  const keys = Object.keys(source);
  const bases = pluralBases(source);
  const isPlural = (key) => isPluralForm(source, key);
  const expected = new Map();
  for (const key of keys) if (!isPlural(key)) expected.set(key, source[key]);
  for (const base of bases)
    for (const category of pluralCategories(lang))
      expected.set(`${base}_${category}`, source[`${base}_${category}`] ?? source[`${base}_other`]);
  return Object.fromEntries(expected);
}

function placeholders(text) {
  return new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]));
}

/** Reads one locale file; returns { data } or { error } (unreadable, invalid JSON, not flat). */
async function load(file) {
  let data;
  try {
    data = JSON.parse(await readFile(join(localesDir, file), 'utf8'));
  } catch (err) {
    return { error: `invalid JSON: ${err.message}` };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { error: 'invalid JSON: the top level is not an object' };
  }
  return { data };
}

/** Compares one language with the source; every list is empty for a perfect file. */
function compare(data, source) {
  const missing = Object.keys(source).filter((key) => !Object.hasOwn(data, key));
  const extra = Object.keys(data).filter((key) => !Object.hasOwn(source, key));
  const badValues = [];
  const placeholderMismatches = [];
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'string') {
      badValues.push(`${key} (not a string)`);
      continue;
    }
    if (value.trim() === '') {
      badValues.push(`${key} (empty)`);
      continue;
    }
    if (!Object.hasOwn(source, key) || typeof source[key] !== 'string') continue;
    const expected = placeholders(source[key]);
    const actual = placeholders(value);
    const lacking = [...expected].filter((name) => !actual.has(name));
    const added = [...actual].filter((name) => !expected.has(name));
    if (lacking.length || added.length) {
      const parts = [
        ...lacking.map((name) => `lacks {{${name}}}`),
        ...added.map((name) => `adds {{${name}}}`),
      ];
      placeholderMismatches.push(`${key}: ${parts.join(', ')}`);
    }
  }
  return { missing, extra, badValues, placeholderMismatches };
}

function printList(label, items) {
  if (!items.length) return;
  console.log(`  ${label} (${items.length}):`);
  for (const item of items) console.log(`    - ${item}`);
}

async function main() {
  const files = (await readdir(localesDir)).filter((name) => name.endsWith('.json')).sort();
  const sourceFile = `${SOURCE}.json`;
  if (!files.includes(sourceFile)) {
    console.error(`${sourceFile} not found in ${localesDir}`);
    return 1;
  }
  const sourceResult = await load(sourceFile);
  if (sourceResult.error) {
    console.error(`${sourceFile}: ${sourceResult.error}`);
    return 1;
  }
  const source = sourceResult.data;
  const sourceKeys = Object.keys(source).length;

  let errors = 0;
  for (const required of REQUIRED_COMPLETE) {
    if (!files.includes(`${required}.json`)) {
      console.log(`${required}.json: MISSING FILE (must be complete)`);
      errors += 1;
    }
  }

  for (const file of files) {
    const lang = file.slice(0, -'.json'.length);
    const result = await load(file);
    if (result.error) {
      console.log(`${lang}: ERROR ${result.error}`);
      errors += 1;
      continue;
    }
    const expected = expectedKeys(source, lang);
    const compared = compare(result.data, expected);
    const { missing, badValues, placeholderMismatches } = compared;
    // A plural form the language does not use (Chinese `_one`) is never read: a translator's slip.
    const unusedPlural = compared.extra.filter((key) => isPluralForm(source, key));
    const extra = compared.extra.filter((key) => !unusedPlural.includes(key));
    const mustBeComplete = REQUIRED_COMPLETE.has(lang);
    const failed =
      extra.length > 0 ||
      unusedPlural.length > 0 ||
      badValues.length > 0 ||
      placeholderMismatches.length > 0 ||
      (mustBeComplete && missing.length > 0);
    const translated = Object.keys(expected).length - missing.length;
    let status;
    if (failed) status = 'ERROR';
    else status = 'OK';
    const total = Object.keys(expected).length;
    const coverage = ((100 * translated) / total).toFixed(1);
    const role = lang === SOURCE ? ' [source]' : mustBeComplete ? '' : ' [not a UI language]';
    console.log(`${lang}${role}: ${status} - ${translated}/${total} keys (${coverage}%)`);
    printList('missing keys', missing);
    printList('extra keys', extra);
    printList('plural forms this language does not use', unusedPlural);
    printList('empty or non-string values', badValues);
    printList('placeholder mismatches', placeholderMismatches);
    if (failed) errors += 1;
  }

  console.log(
    `\n${files.length} locale files checked against ${sourceFile} (${sourceKeys} keys): ` +
      `${errors} with errors.`,
  );
  return errors ? 1 : 0;
}

process.exitCode = await main();
