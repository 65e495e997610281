import { describe, expect, it } from 'vitest';
import {
  hasRight,
  merchantPatchRight,
  OPERATOR_RIGHTS,
  OPERATOR_ROLES,
  type OperatorRight,
  type OperatorRole,
} from '../src/rules/operators';
import { ADMIN_ERROR_CODES, ADMIN_ERROR_STATUS } from '../src/errors';

/**
 * The role table written out the other way round (right → roles), from the operator-side roles of
 * ARCHITECTURE.md: owner everything; content the content, games and SEO; support the members,
 * chat, push and outbox. Every cell is checked both ways: allowed where listed, refused elsewhere.
 */
const EXPECTED: Record<OperatorRight, readonly OperatorRole[]> = {
  'operators.manage': ['owner'],
  'merchants.manage': ['owner'],
  'settings.seo': ['owner', 'content'],
  'content.write': ['owner', 'content'],
  'content.read': ['owner', 'content', 'support'],
  'games.write': ['owner', 'content'],
  'uploads.write': ['owner', 'content'],
  'tracking.read': ['owner', 'content'],
  'members.read': ['owner', 'support'],
  'members.write': ['owner', 'support'],
  'chat.write': ['owner', 'support'],
  'push.write': ['owner', 'support'],
  'outbox.read': ['owner', 'support'],
  'audit.read': ['owner'],
};

describe('operator roles and rights', () => {
  it('names every right in the expected table', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...OPERATOR_RIGHTS].sort());
  });

  for (const right of OPERATOR_RIGHTS) {
    for (const role of OPERATOR_ROLES) {
      const allowed = EXPECTED[right].includes(role);
      it(`${role} is ${allowed ? 'allowed' : 'refused'} ${right}`, () => {
        expect(hasRight(role, right)).toBe(allowed);
      });
    }
  }

  it('a PATCH touching only SEO needs settings.seo; anything else the owner right', () => {
    expect(merchantPatchRight({ settings: { seo: {} } })).toBe('settings.seo');
    expect(merchantPatchRight({ settings: { seo: {}, name: 'x' } })).toBe('merchants.manage');
    expect(merchantPatchRight({ settings: { seo: {} }, domains: ['a.test'] })).toBe(
      'merchants.manage',
    );
    expect(merchantPatchRight({ tempPassword: 'x'.repeat(10) })).toBe('merchants.manage');
    expect(merchantPatchRight({ settings: {} })).toBe('merchants.manage');
  });
});

describe('admin error catalogue', () => {
  it('gives every admin error code one status among 401, 403, 404, 409, 412', () => {
    for (const code of Object.values(ADMIN_ERROR_CODES)) {
      expect([401, 403, 404, 409, 412]).toContain(ADMIN_ERROR_STATUS[code]);
    }
    expect(Object.keys(ADMIN_ERROR_STATUS).sort()).toEqual(Object.values(ADMIN_ERROR_CODES).sort());
  });
});
