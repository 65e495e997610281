import { describe, expect, it } from 'vitest';
import { navPath, visibleNav } from './navigation';

const keys = (role: Parameters<typeof visibleNav>[0]) => visibleNav(role).map((i) => i.key);

describe('role-aware navigation (operator rights table)', () => {
  it('an owner sees settings, content, merchants and the audit log', () => {
    expect(keys('owner')).toEqual(
      expect.arrayContaining(['settings', 'banners', 'merchants', 'audit']),
    );
  });
  it('a content operator sees content and the settings (SEO only), not merchants or the audit log', () => {
    const items = keys('content');
    expect(items).toContain('banners');
    expect(items).toContain('games');
    expect(items).toEqual(expect.arrayContaining(['referral', 'deposit', 'withdraw']));
    expect(items).toContain('settings');
    expect(items).not.toContain('merchants');
    expect(items).not.toContain('audit');
    expect(items).not.toContain('members');
  });
  it('a support operator sees the members and agent applications, no settings, no content editors and no audit log', () => {
    expect(keys('support')).toEqual(expect.arrayContaining(['members', 'agents']));
    expect(keys('support')).not.toContain('settings');
    expect(keys('support')).not.toContain('banners');
    expect(keys('support')).not.toContain('games');
    expect(keys('support')).not.toContain('referral');
    expect(keys('support')).not.toContain('audit');
  });
  it('per-merchant screens need a merchant', () => {
    const banners = visibleNav('owner').find((i) => i.key === 'banners')!;
    expect(navPath(banners, null)).toBeNull();
    expect(navPath(banners, 'demo')).toBe('/merchants/demo/content/banners');
    const referral = visibleNav('owner').find((i) => i.key === 'referral')!;
    expect(navPath(referral, 'demo')).toBe('/merchants/demo/content/settings/referral');
  });
});
