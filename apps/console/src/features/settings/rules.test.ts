import { RESOURCE_TYPES } from '@member-app/contract/constants';
import { describe, expect, it } from 'vitest';
import {
  emptyToNull,
  nextResourceType,
  fromLocalDateTime,
  mergePatchBetween,
  seoMap,
  seoRows,
  secretPatchValue,
  toLocalDateTime,
  withoutUndefined,
} from './rules';

describe('write-only secrets in a merge patch', () => {
  it('keeps the stored secret when the operator does not touch it', () => {
    expect(secretPatchValue({ mode: 'keep' })).toBeUndefined();
  });
  it('replaces it with the typed value', () => {
    expect(secretPatchValue({ mode: 'replace', value: 'k-123' })).toBe('k-123');
  });
  it('keeps it when "replace" was opened but nothing typed', () => {
    expect(secretPatchValue({ mode: 'replace', value: '' })).toBeUndefined();
  });
  it('clears it with null', () => {
    expect(secretPatchValue({ mode: 'clear' })).toBeNull();
  });
  it('leaves keys with no value out of the patch', () => {
    expect(withoutUndefined({ a: 1, b: undefined, c: null })).toEqual({ a: 1, c: null });
  });
});

describe('form text to document values', () => {
  it('an empty optional field is null', () => {
    expect(emptyToNull('  ')).toBeNull();
    expect(emptyToNull(' x ')).toBe('x');
  });
  it('a date and time round-trips through the datetime-local input', () => {
    const ms = new Date(2026, 10, 25, 6, 30).getTime();
    expect(toLocalDateTime(ms)).toBe('2026-11-25T06:30');
    expect(fromLocalDateTime('2026-11-25T06:30')).toBe(ms);
    expect(fromLocalDateTime('')).toBeNull();
    expect(toLocalDateTime(null)).toBe('');
  });
});

describe('merge patches (RFC 7396) for maps', () => {
  it('says a removed key with null and leaves unchanged parts out', () => {
    const before = { '*': { '/m/home': { title: 'A' }, '/m/news': { title: 'N' } }, 'x.test': {} };
    const after = { '*': { '/m/home': { title: 'B' } }, 'x.test': {} };
    expect(mergePatchBetween(before, after)).toEqual({
      '*': { '/m/home': { title: 'B' }, '/m/news': null },
    });
  });
  it('sends arrays whole and nothing when nothing changed', () => {
    expect(mergePatchBetween({ a: [1, 2] }, { a: [2] })).toEqual({ a: [2] });
    expect(mergePatchBetween({ a: [1] }, { a: [1] })).toBeUndefined();
  });
});

describe('SEO per domain and path (§2)', () => {
  it('round-trips the map through table rows, every domain first', () => {
    const map = {
      'www.b.test': { '/m/home': { title: 'B', description: 'b' } },
      '*': { '/m/home': { title: 'All', description: 'all', canonical: '/m/home' } },
    };
    const rows = seoRows(map);
    expect(rows.map((r) => r.domain)).toEqual(['*', 'www.b.test']);
    expect(seoMap(rows)).toEqual(map);
  });
});

describe('a new download link', () => {
  it('is of the first type the list lacks, in the contract order', () => {
    expect(nextResourceType([])).toBe('IOS');
    expect(nextResourceType([{ resourceType: 'IOS' }])).toBe('MOBILECONFIG');
    expect(nextResourceType(RESOURCE_TYPES.map((resourceType) => ({ resourceType })))).toBe('IOS');
  });
});
