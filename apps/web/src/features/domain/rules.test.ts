import { describe, expect, it } from 'vitest';
import { pickCandidates, pingUrl, retryUrl } from './rules';

describe('§4 domain modal', () => {
  it('§4 pings at most 10 domains, never the failing one, without duplicates', () => {
    const domains = Array.from({ length: 14 }, (_, i) => `d${i}.example`);
    const picked = pickCandidates([...domains, 'd1.example', 'here.example'], 'here.example:8443');
    expect(picked).toHaveLength(10);
    expect(new Set(picked).size).toBe(10);
    expect(picked).not.toContain('here.example');
  });

  it('§4 picks at random', () => {
    const domains = ['a.x', 'b.x', 'c.x', 'd.x'];
    const first = pickCandidates(domains, 'z', () => 0);
    const second = pickCandidates(domains, 'z', () => 0.999);
    expect(new Set(first)).toEqual(new Set(domains));
    expect(first).not.toEqual(second);
  });

  it('§2 screen 15 retry reloads /m/index.html carrying only affiliateCode and r', () => {
    expect(retryUrl('https:', 'b.example', '', '?affiliateCode=A&r=R&fbclid=F&token=T')).toBe(
      'https://b.example/m/index.html?affiliateCode=A&r=R',
    );
    expect(retryUrl('http:', 'b.test', '3000', '')).toBe('http://b.test:3000/m/index.html');
  });

  it('§7 pings {domain}/wps/system/test/ping?speed={timestamp}', () => {
    expect(pingUrl('https:', 'b.example', '', 1700000000000)).toBe(
      'https://b.example/wps/system/test/ping?speed=1700000000000',
    );
  });
});
