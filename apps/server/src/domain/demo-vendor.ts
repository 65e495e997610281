/**
 * What the built-in demo game vendor shares with the game-vendor provider and the demo seed: the
 * engines it plays, a member's starting play money and the id of a member's wallet.
 */

/** Every game engine the demo vendor plays: what a catalogue's provider game may name. */
export const DEMO_ENGINES = ['L5D', 'L645', 'DICE', 'SLOT'] as const;
export type DemoEngine = (typeof DEMO_ENGINES)[number];
export const isDemoEngine = (code: string): code is DemoEngine =>
  (DEMO_ENGINES as readonly string[]).includes(code);

/** Starting play money of a member, in cents. */
export const MEMBER_START_BALANCE = 1_000_000;

export const memberWalletId = (merchantCode: string, memberId: number) =>
  `m:${merchantCode}:${memberId}`;
