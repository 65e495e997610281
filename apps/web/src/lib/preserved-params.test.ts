import { describe, expect, it } from 'vitest';
import { PRESERVED_QUERY_PARAMS } from '@member-app/contract/constants';
import { withPreservedParams } from './preserved-params';

describe('§9 preserved query parameters', () => {
  it('§9 carries every preserved parameter of the current address', () => {
    const current = '?' + PRESERVED_QUERY_PARAMS.map((p, i) => `${p}=v${i}`).join('&') + '&other=1';
    const next = new URL(withPreservedParams('/game', current), 'http://x');
    for (const [i, p] of PRESERVED_QUERY_PARAMS.entries())
      expect(next.searchParams.get(p)).toBe(`v${i}`);
    expect(next.searchParams.has('other')).toBe(false);
  });

  it("§9 the target's own value wins", () => {
    expect(withPreservedParams('/login?r=NEW', '?r=OLD&cid=7')).toBe('/login?r=NEW&cid=7');
  });

  it('keeps the target hash and query', () => {
    expect(withPreservedParams('/activity?id=5#terms', '?kw=promo')).toBe(
      '/activity?id=5&kw=promo#terms',
    );
  });

  it('changes nothing when there is nothing to carry', () => {
    expect(withPreservedParams('/home', '?token=abc')).toBe('/home');
  });

  it('encodes values safely', () => {
    expect(withPreservedParams('/home', '?kw=a%26b%3Dc')).toBe('/home?kw=a%26b%3Dc');
  });
});
