import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * What a verified launch ticket carries (SPEC §3 game launch). The games module's launches sign
 * it through the demo game vendor provider (providers/games/demo-game-vendor.ts); the vendor's own
 * /vendor/demo/api/launch signs it too. The ticket is a JWT (jose, HS256) with the launch as its
 * claims, audience `demo-vendor`, a two-minute `exp` and a random `jti`; the key is the shared
 * server secret `vendor-launch-ticket`.
 */
export interface VendorLaunch {
  merchantCode: string;
  memberId: number | null;
  userName: string;
  vendorCode: string;
  gameCode: string;
  lottoView: 'lobby' | 'betting' | null;
  backUrl: string | null;
  language: string;
  trial: boolean;
  /** The catalogue's name of the game (a slot theme), shown as the page title. */
  title?: string;
  /**
   * The lobby of the launching catalogue vendor: its lotteries (the engine that plays each, the
   * catalogue's name), in catalogue order. A lottery's lobby and tabs show these, under these
   * names, and not the vendor's other engines.
   */
  lobby?: LobbyEntry[];
}

export interface LobbyEntry {
  code: string;
  name: string;
}

/** At most this many lotteries in a lobby (a ticket stays small). */
const LOBBY_MAX = 12;

function lobbyOf(value: unknown): LobbyEntry[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const entries = value
    .filter(
      (e): e is LobbyEntry =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as LobbyEntry).code === 'string' &&
        typeof (e as LobbyEntry).name === 'string',
    )
    .slice(0, LOBBY_MAX)
    .map((e) => ({ code: e.code.slice(0, 16), name: e.name.slice(0, 80) }));
  return entries.length > 0 ? entries : undefined;
}

/** A verified ticket's launch and its `jti`, which the vendor redeems once. */
export type VerifiedLaunch = VendorLaunch & { ticketId: string };

export const LAUNCH_TICKET_SECRET = 'vendor-launch-ticket';
/** A ticket is good for two minutes: enough to load the iframe, useless when it leaks later. */
export const LAUNCH_TICKET_TTL_MS = 120_000;
const AUDIENCE = 'demo-vendor';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signLaunchTicket(
  launch: VendorLaunch,
  secret: string,
  now: number,
): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ ...launch })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LAUNCH_TICKET_TTL_MS / 1000)
    .setJti(randomBytes(8).toString('hex'))
    .sign(keyOf(secret));
}

export async function verifyLaunchTicket(
  ticket: string,
  secret: string,
  now: number,
): Promise<VerifiedLaunch | null> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(ticket, keyOf(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: new Date(now),
      requiredClaims: ['exp'],
    }));
  } catch {
    return null;
  }
  if (
    typeof payload.merchantCode !== 'string' ||
    typeof payload.gameCode !== 'string' ||
    typeof payload.jti !== 'string'
  )
    return null;
  const lobby = lobbyOf(payload.lobby);
  return {
    ticketId: payload.jti,
    merchantCode: payload.merchantCode,
    memberId: typeof payload.memberId === 'number' ? payload.memberId : null,
    userName: typeof payload.userName === 'string' ? payload.userName : 'Guest',
    vendorCode: typeof payload.vendorCode === 'string' ? payload.vendorCode : 'DEMO',
    gameCode: payload.gameCode,
    lottoView:
      payload.lottoView === 'betting' ? 'betting' : payload.lottoView === 'lobby' ? 'lobby' : null,
    backUrl: typeof payload.backUrl === 'string' ? payload.backUrl : null,
    language: typeof payload.language === 'string' ? payload.language : 'EN',
    trial: payload.trial === true,
    ...(typeof payload.title === 'string' ? { title: payload.title.slice(0, 80) } : {}),
    ...(lobby ? { lobby } : {}),
  };
}
