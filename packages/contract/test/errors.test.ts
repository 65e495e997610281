import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ERROR_CODES,
  ADMIN_ERROR_CODES,
  ERROR_CODES,
  MEMBER_ADMIN_ERROR_CODES,
} from '../src/errors';

describe('error codes', () => {
  it('each code means one thing: no two entries of the tables share a value', () => {
    const entries = Object.entries({
      ...prefixed('ERROR_CODES', ERROR_CODES),
      ...prefixed('ACCOUNT_ERROR_CODES', ACCOUNT_ERROR_CODES),
      ...prefixed('ADMIN_ERROR_CODES', ADMIN_ERROR_CODES),
      ...prefixed('MEMBER_ADMIN_ERROR_CODES', MEMBER_ADMIN_ERROR_CODES),
    });
    const byCode = new Map<string, string[]>();
    for (const [name, code] of entries) byCode.set(code, [...(byCode.get(code) ?? []), name]);
    const shared = [...byCode].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([]);
  });

  it('an account locked by wrong passwords and one locked by an operator answer different codes', () => {
    expect(ACCOUNT_ERROR_CODES.ACCOUNT_TEMPORARILY_LOCKED).toBe('account.temporarily.locked');
    expect(MEMBER_ADMIN_ERROR_CODES.ACCOUNT_LOCKED).toBe('account.locked');
  });
});

function prefixed(table: string, codes: Record<string, string>) {
  return Object.fromEntries(Object.entries(codes).map(([k, v]) => [`${table}.${k}`, v]));
}
