import { describe, expect, it } from 'vitest';
import { miniGameScriptUrl, miniGameVariant } from './rules';

describe('§6 mini-game only for logged-in members with its flag on', () => {
  it('§6 LOTTMINIGAME3 loads script v1, SEALOTTMINIGAME3 script s1', () => {
    expect(miniGameVariant({ loggedIn: true, flags: { LOTTMINIGAME3: true } })).toBe('v1');
    expect(miniGameVariant({ loggedIn: true, flags: { SEALOTTMINIGAME3: true } })).toBe('s1');
    expect(
      miniGameVariant({ loggedIn: true, flags: { LOTTMINIGAME3: true, SEALOTTMINIGAME3: true } }),
    ).toBe('v1');
  });
  it('§6 guests never see it; members without a flag neither', () => {
    expect(miniGameVariant({ loggedIn: false, flags: { LOTTMINIGAME3: true } })).toBeNull();
    expect(miniGameVariant({ loggedIn: true, flags: { LOTTMINIGAME3: false } })).toBeNull();
    expect(miniGameVariant({ loggedIn: true, flags: undefined })).toBeNull();
  });
  it('§7 script path /mini-game/{v1 or s1}/minigame.js', () => {
    expect(miniGameScriptUrl('v1')).toBe('/mini-game/v1/minigame.js');
    expect(miniGameScriptUrl('s1')).toBe('/mini-game/s1/minigame.js');
  });
});
