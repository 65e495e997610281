import { randomInt } from 'node:crypto';

/**
 * The demo vendor's games and their pure rules: draw calendar, bet validation, results and pay-outs.
 * Randomness comes from node:crypto (randomInt, a CSPRNG without modulo bias).
 */

export type BetType = 'digit' | 'big' | 'small' | 'odd' | 'even' | 'pick6';

export interface LotteryGame {
  code: 'L5D' | 'L645';
  name: string;
  nameCn: string;
  /** Minutes between draws; divides a day evenly so that draw numbers restart each UTC day. */
  periodMinutes: number;
  /** Bets close this many seconds before the draw. */
  lockSeconds: number;
  betTypes: readonly BetType[];
}

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  {
    code: 'L5D',
    name: 'Lucky 5D',
    nameCn: '幸运5D',
    periodMinutes: 5,
    lockSeconds: 5,
    betTypes: ['digit', 'big', 'small', 'odd', 'even'],
  },
  {
    code: 'L645',
    name: 'Lotto 6/45',
    nameCn: '乐透 6/45',
    periodMinutes: 15,
    lockSeconds: 10,
    betTypes: ['pick6'],
  },
];

export const INSTANT_GAMES = [
  { code: 'DICE', name: 'Lucky Dice', nameCn: '幸运骰子' },
  { code: 'SLOT', name: 'Fortune Slots', nameCn: '财富老虎机' },
] as const;

export const lotteryGame = (code: string) => LOTTERY_GAMES.find((g) => g.code === code) ?? null;
export const isInstantGame = (code: string) => INSTANT_GAMES.some((g) => g.code === code);

/** Starting play money of a guest trial session, in cents. */
export const TRIAL_START_BALANCE = 200_000;
/** Stake limits per line, in cents. */
export const MIN_STAKE = 100;
export const MAX_STAKE = 500_000;
export const MAX_LINES = 20;

/** Multipliers times 100. Sum of five digits 0..45: 23 and above is big, odd/even by parity. */
export const ODDS_X100: Record<Exclude<BetType, 'pick6'>, number> = {
  digit: 980,
  big: 196,
  small: 196,
  odd: 196,
  even: 196,
};
/** Lotto 6/45 pays by the number of matched balls. */
export const PICK6_PAYTABLE: Record<number, number> = { 3: 10, 4: 100, 5: 2_000, 6: 50_000 };

export interface DrawSlot {
  drawNo: string;
  closesAt: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The draw with index `index` (draws counted from the epoch): number `YYYYMMDD-NNN`, UTC. */
export function drawSlot(game: LotteryGame, index: number): DrawSlot {
  const periodMs = game.periodMinutes * 60_000;
  const closesAt = (index + 1) * periodMs;
  const start = new Date(index * periodMs);
  const dayStart = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  const seq = Math.floor((index * periodMs - dayStart) / periodMs) + 1;
  const day = `${start.getUTCFullYear()}${pad(start.getUTCMonth() + 1, 2)}${pad(start.getUTCDate(), 2)}`;
  return { drawNo: `${day}-${pad(seq, 3)}`, closesAt };
}

/** The index of the draw open at `now` (the one closing next). */
export const currentDrawIndex = (game: LotteryGame, now: number) =>
  Math.floor(now / (game.periodMinutes * 60_000));

/** Whether a draw still takes bets (and cancellations) at `now`. */
export const isOpen = (game: LotteryGame, closesAt: number, now: number) =>
  now < closesAt - game.lockSeconds * 1000;

export interface BetLine {
  betType: BetType;
  selection: number[];
  stake: number;
}

/** Validates one bet line; returns the error text or null. */
export function lineError(game: LotteryGame, line: BetLine): string | null {
  if (!game.betTypes.includes(line.betType)) return `${line.betType} is not a bet of ${game.name}`;
  if (!Number.isInteger(line.stake) || line.stake < MIN_STAKE || line.stake > MAX_STAKE)
    return `Stake must be between ${MIN_STAKE / 100} and ${MAX_STAKE / 100}`;
  const s = line.selection;
  if (!s.every((n) => Number.isInteger(n))) return 'Numbers must be whole numbers';
  switch (line.betType) {
    case 'digit':
      // [position 1..5, digit 0..9]
      if (s.length !== 2 || s[0]! < 1 || s[0]! > 5 || s[1]! < 0 || s[1]! > 9)
        return 'Pick a position 1-5 and a digit 0-9';
      return null;
    case 'pick6':
      if (s.length !== 6 || new Set(s).size !== 6 || s.some((n) => n < 1 || n > 45))
        return 'Pick 6 different numbers from 1 to 45';
      return null;
    default:
      return s.length === 0 ? null : 'This bet takes no numbers';
  }
}

export const oddsFor = (betType: BetType) => (betType === 'pick6' ? 0 : ODDS_X100[betType]);

/** Draws a result: five digits 0-9 for Lucky 5D, six different balls 1-45 (sorted) for Lotto 6/45. */
export function drawResult(
  game: LotteryGame,
  random: (max: number) => number = randomInt,
): number[] {
  if (game.code === 'L5D') return Array.from({ length: 5 }, () => random(10));
  const balls = Array.from({ length: 45 }, (_, i) => i + 1);
  // Partial Fisher-Yates: the first six of a uniform shuffle.
  for (let i = 0; i < 6; i++) {
    const j = i + random(45 - i);
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls.slice(0, 6).sort((a, b) => a - b);
}

/** The pay-out of a line in cents (0 when it loses). */
export function payoutFor(
  line: { betType: BetType; selection: number[]; stake: number; oddsX100: number },
  result: number[],
): number {
  const sum = result.reduce((a, b) => a + b, 0);
  let won: boolean;
  switch (line.betType) {
    case 'digit':
      won = result[line.selection[0]! - 1] === line.selection[1];
      break;
    case 'big':
      won = sum >= 23;
      break;
    case 'small':
      won = sum <= 22;
      break;
    case 'odd':
      won = sum % 2 === 1;
      break;
    case 'even':
      won = sum % 2 === 0;
      break;
    case 'pick6': {
      const matches = line.selection.filter((n) => result.includes(n)).length;
      return line.stake * (PICK6_PAYTABLE[matches] ?? 0);
    }
  }
  return won ? Math.floor((line.stake * line.oddsX100) / 100) : 0;
}

export type DicePick = 'big' | 'small' | 'seven';
/** Lucky Dice: two dice; big is 8-12 (2.3x), small 2-6 (2.3x), seven exactly (5x). */
export const DICE_ODDS_X100: Record<DicePick, number> = { big: 230, small: 230, seven: 500 };

export function rollDice(random: (max: number) => number = randomInt): [number, number] {
  return [random(6) + 1, random(6) + 1];
}

export function dicePayout(pick: DicePick, dice: [number, number], stake: number): number {
  const sum = dice[0] + dice[1];
  const won = pick === 'big' ? sum >= 8 : pick === 'small' ? sum <= 6 : sum === 7;
  return won ? Math.floor((stake * DICE_ODDS_X100[pick]) / 100) : 0;
}

/**
 * Fortune Slots: three reels, one line. Every reel is the same weighted strip of 20 stops; a spin
 * stops each reel independently (node:crypto randomInt). Three of a kind pays the table; otherwise
 * exactly two cherries pay 2x and exactly two dragons 5x. Return to player, by enumerating all
 * 8,000 outcomes: 94.0 % (see the test).
 */
export const SLOT_SYMBOLS = ['dragon', 'seven', 'bar', 'bell', 'cherry', 'lemon'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
/** Stops per symbol on each reel's strip (20 in all). */
export const SLOT_WEIGHTS: Record<SlotSymbol, number> = {
  dragon: 1,
  seven: 2,
  bar: 3,
  bell: 4,
  cherry: 4,
  lemon: 6,
};
/** Three of a kind: the stake times this. */
export const SLOT_PAYTABLE: Record<SlotSymbol, number> = {
  dragon: 500,
  seven: 100,
  bar: 40,
  bell: 20,
  cherry: 15,
  lemon: 5,
};
export const SLOT_TWO_CHERRIES = 2;
export const SLOT_TWO_DRAGONS = 5;
export const SLOT_STRIP: readonly SlotSymbol[] = SLOT_SYMBOLS.flatMap((s) =>
  Array.from({ length: SLOT_WEIGHTS[s] }, () => s),
);

export type SlotReels = [SlotSymbol, SlotSymbol, SlotSymbol];

export function spinReels(random: (max: number) => number = randomInt): SlotReels {
  const stop = () => SLOT_STRIP[random(SLOT_STRIP.length)]!;
  return [stop(), stop(), stop()];
}

/** The winning combination of a spin and its multiplier (0 and null when it loses). */
export function slotWin(reels: SlotReels): { multiplier: number; line: string | null } {
  const [a, b, c] = reels;
  if (a === b && b === c) return { multiplier: SLOT_PAYTABLE[a], line: `three-${a}` };
  const count = (s: SlotSymbol) => reels.filter((r) => r === s).length;
  if (count('dragon') === 2) return { multiplier: SLOT_TWO_DRAGONS, line: 'two-dragon' };
  if (count('cherry') === 2) return { multiplier: SLOT_TWO_CHERRIES, line: 'two-cherry' };
  return { multiplier: 0, line: null };
}

/** The pay-out of a spin in cents. */
export const slotPayout = (reels: SlotReels, stake: number) => stake * slotWin(reels).multiplier;
