import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, formFromParams, memberTypeKind, paramsFromForm, parseSearch } from './rules';

describe('member search criteria', () => {
  it('sends only the criteria given, trimmed, with numbers as numbers', () => {
    const parsed = parseSearch({ ...EMPTY_SEARCH, username: ' ali ', type: '1', labelId: '3' }, 2);
    expect(parsed).toEqual({ ok: true, search: { page: 2, username: 'ali', type: 1, labelId: 3 } });
  });
  it("refuses what the server's rule refuses, on the field concerned", () => {
    const parsed = parseSearch({ ...EMPTY_SEARCH, mobile: '09a17', regFrom: '2026-13-40' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors).sort()).toEqual(['mobile', 'regFrom']);
  });
  it('keeps the search in the address and reads it back (page 1 is not written)', () => {
    const form = { ...EMPTY_SEARCH, email: 'a@b.test', regTo: '2026-11-25' };
    const params = paramsFromForm(form, 3);
    expect(params).toEqual({ email: 'a@b.test', regTo: '2026-11-25', page: '3' });
    expect(formFromParams(new URLSearchParams(params))).toEqual({ form, page: 3 });
    expect(paramsFromForm(form, 1)).not.toHaveProperty('page');
    expect(formFromParams(new URLSearchParams('page=-4')).page).toBe(1);
  });
});

describe('member types', () => {
  it('0 is a member, 1 and 2 are agents, 4 has no chat, the rest have no shown meaning', () => {
    expect([0, 1, 2, 3, 4, 9].map(memberTypeKind)).toEqual([
      'member',
      'agent',
      'agent',
      'other',
      'noChat',
      'other',
    ]);
  });
});
