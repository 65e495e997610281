/**
 * Pure rules of the floating mini-game (§2 screen 16, §6, §7): who gets it and which script. The
 * shell checks them on every page; the container's own rules (dragging, bounds) are in
 * float-rules.ts and load with it, for the members who get it (issue 14). No DOM, no React.
 */

export type MiniGameVariant = 'v1' | 's1';

/**
 * §6 "Mini-game only for logged-in members with its flag on": LOTTMINIGAME3 loads script v1,
 * SEALOTTMINIGAME3 script s1 (v1 wins when both are on). Null hides the mini-game.
 */
export function miniGameVariant(input: {
  loggedIn: boolean;
  flags: Partial<Record<string, boolean>> | undefined;
}): MiniGameVariant | null {
  if (!input.loggedIn || !input.flags) return null;
  if (input.flags.LOTTMINIGAME3) return 'v1';
  if (input.flags.SEALOTTMINIGAME3) return 's1';
  return null;
}

/** §7 GET /mini-game/{v1 or s1}/minigame.js */
export const miniGameScriptUrl = (variant: MiniGameVariant) => `/mini-game/${variant}/minigame.js`;
