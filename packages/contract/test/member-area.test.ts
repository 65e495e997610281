import { describe, expect, it } from 'vitest';
import { CHAT_LANGUAGES, UI_LANGUAGES } from '../src/constants';
import { chatLanguageFor, referralEnabled } from '../src/rules/member-area';

/** SPEC §6 referral visibility: one rule for the referral entry (§2) and the INVITE_FRIENDS button (§5). */

const guest = { loggedIn: false, memberType: -1, personalEnabled: false };
const member = (memberType: number, personalEnabled = false) => ({
  loggedIn: true,
  memberType,
  personalEnabled,
});

describe('§6 referral visible only if the global referral promotion is enabled', () => {
  it.each([
    ['guest', guest],
    ['agent 1', member(1)],
    ['member with the personal promotion', member(0, true)],
  ])('%s: hidden without the global promotion', (_who, c) => {
    expect(referralEnabled({ ...c, globalEnabled: false })).toBe(false);
  });

  it.each([
    ['guest', guest, true],
    ['agent 1', member(1), true],
    ['agent 2', member(2), true],
    ['member with the personal REFERRAL promotion', member(0, true), true],
    ['member without it', member(0), false],
    ['type 4 without it', member(4), false],
  ])(
    '§6 with it, for guests or agents, or with the personal promotion: %s → %s',
    (_who, c, visible) => {
      expect(referralEnabled({ ...c, globalEnabled: true })).toBe(visible);
    },
  );
});

describe('§9 chat mapping: EN, CN, TW, RU, TH, VI, JA, PT, ES, AR', () => {
  it.each([...CHAT_LANGUAGES])('%s chats in itself', (lang) => {
    expect(chatLanguageFor(lang)).toBe(lang);
  });

  it('§9 PT-BR chats in PT, whatever its spelling', () => {
    expect(chatLanguageFor('PT-BR')).toBe('PT');
    expect(chatLanguageFor('pt_br')).toBe('PT');
  });

  it.each([['KO'], ['HI'], ['UR'], ['TY'], ['FR'], ['UR-LA'], [''], [null], [undefined]])(
    '§9 %s (not in the list) chats in EN',
    (lang) => {
      expect(chatLanguageFor(lang)).toBe('EN');
    },
  );

  it('§9 every UI language has a chat language from the list', () => {
    for (const lang of UI_LANGUAGES) expect(CHAT_LANGUAGES).toContain(chatLanguageFor(lang));
    expect(
      UI_LANGUAGES.filter((l) => chatLanguageFor(l) !== 'EN' && chatLanguageFor(l) !== l),
    ).toEqual(['PT-BR']);
  });
});
