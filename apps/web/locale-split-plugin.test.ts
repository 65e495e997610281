import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { laterKeys, onDemandPages, sourceFacts, splitTexts } from './locale-split-plugin';

/**
 * Which texts wait for the later language file (issue "first screen fast"). A key that goes there
 * wrongly shows a raw key or English on a first screen, so every doubt keeps a key first.
 */
const split = (first: string[], later: string[], keys: string[], server: string[] = []) =>
  [
    ...laterKeys({
      keys,
      first: first.map((code) => sourceFacts(code)),
      later: later.map((code) => sourceFacts(code)),
      server: new Set(server),
    }),
  ].sort();

describe('the later texts', () => {
  it('are the keys only on-demand pages write out', () => {
    expect(
      split(
        [`export const Home = () => <p>{t('home_title')}</p>;`],
        [`export const Member = () => <p title={t('member_title')}>{t('home_title')}</p>;`],
        ['home_title', 'member_title'],
      ),
    ).toEqual(['member_title']);
  });

  it('leave first a key a first screen builds (template, concatenation) or the server may send', () => {
    const later = [
      `const a = t('tab_card'); const b = t('dl_ios'); const c = t('bad_code'); const d = t('x.y');`,
    ];
    expect(split([`t(\`tab_\${kind}\`)`], later, ['tab_card', 'dl_ios'])).toEqual(['dl_ios']);
    expect(split([`t('dl_' + reason)`], later, ['tab_card', 'dl_ios'])).toEqual(['tab_card']);
    // An error code of the server's or the contract's sources, and any key shaped like one.
    expect(split([], later, ['bad_code', 'x.y', 'dl_ios'], ['bad_code'])).toEqual(['dl_ios']);
  });

  it('leave first a key no module writes out whole (built on an on-demand page, or unused)', () => {
    expect(split([], [`t(\`cycle_\${c}\`)`], ['cycle_DAILY', 'unused'])).toEqual([]);
  });

  it('take a plural family with its base key, on both sides', () => {
    const keys = ['points_one', 'points_other', 'coins_one', 'coins_other'];
    expect(split([`t('coins', { count })`], [`t('points', { count }); t('coins')`], keys)).toEqual([
      'points_one',
      'points_other',
    ]);
  });

  it('reads strings in JSX attributes, objects and imports, not in comments', () => {
    const facts = sourceFacts(
      `import a from './a';
       // t('in_comment')
       const LABELS = { x: 'label_x' };
       export const P = () => <Field label="field_label" />;
       const later = () => import('./b');`,
    );
    expect([...facts.strings]).toEqual(
      expect.arrayContaining(['./a', 'label_x', 'field_label', './b']),
    );
    expect(facts.strings.has('in_comment')).toBe(false);
    expect(facts.imports).toEqual([
      { spec: './a', dynamic: false },
      { spec: './b', dynamic: true },
    ]);
  });
});

describe("a language's two files", () => {
  it("hold all its texts between them, its own plural forms with English's family", () => {
    const fr = {
      hello: 'Bonjour',
      points_one: 'point',
      points_many: 'points',
      points_other: 'pts',
    };
    const { first, later, partial } = splitTexts(fr, new Set(['points_one', 'points_other']));
    expect(first).toEqual({ hello: 'Bonjour' });
    expect(later).toEqual({ points_one: 'point', points_many: 'points', points_other: 'pts' });
    expect(partial).toBe(false);
  });

  it('say when the language lacks a later text (English fills it in)', () => {
    expect(splitTexts({ hello: 'Hi' }, new Set(['bye'])).partial).toBe(true);
    // Japanese has only `_other` of a family: nothing lacks.
    expect(splitTexts({ n_other: '件' }, new Set(['n_one', 'n_other'])).partial).toBe(false);
  });

  it("say when the language lacks any of English's texts, a first one too (no English is loaded otherwise)", () => {
    const english = ['hello', 'bye', 'n_one', 'n_other'];
    const later = new Set(['bye']);
    expect(splitTexts({ bye: 'Adieu', n_other: 'x' }, later, english).partial).toBe(true);
    expect(splitTexts({ hello: 'Salut', bye: 'Adieu', n_other: 'x' }, later, english).partial).toBe(
      false,
    );
  });
});

describe("the route table's on-demand pages", () => {
  const table = readFileSync(path.join(import.meta.dirname, 'src/app/route-table.ts'), 'utf8');
  const { specs, paths } = onDemandPages(table);

  it('are every page but the first screens (home, /m/login, /m/game)', () => {
    for (const first of ['/', '/home', '/index', '/index.html', '/login', '/game'])
      expect(paths).not.toContain(first);
    expect(paths).toEqual(
      expect.arrayContaining(['/register', '/member/home', '/help', '/securityCenter/addBankCard']),
    );
    expect(specs).toContain('../features/member/member-home-page');
    expect(specs).not.toContain('./home-route');
  });
});
