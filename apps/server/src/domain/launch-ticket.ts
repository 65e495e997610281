import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * What a verified launch ticket carries (SPEC §3 game launch). The games module's launches sign
 * it through the demo game vendor provider (providers/games/demo-game-vendor.ts); the vendor's own
 * /vendor/demo/api/launch signs it too. Ticket shape:
 * `base64url(JSON payload) + "." + base64url(HMAC-SHA256(secret, first part))`, payload =
 * VendorLaunch + `exp` (epoch ms), secret = the shared server secret `vendor-launch-ticket`.
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
}

export const LAUNCH_TICKET_SECRET = 'vendor-launch-ticket';
/** A ticket is good for two minutes: enough to load the iframe, useless when it leaks later. */
export const LAUNCH_TICKET_TTL_MS = 120_000;

const mac = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('base64url');

export function signLaunchTicket(launch: VendorLaunch, secret: string, now: number): string {
  const body = Buffer.from(
    JSON.stringify({
      ...launch,
      exp: now + LAUNCH_TICKET_TTL_MS,
      n: randomBytes(8).toString('hex'),
    }),
  ).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

export function verifyLaunchTicket(
  ticket: string,
  secret: string,
  now: number,
): VendorLaunch | null {
  const [body, sig, extra] = ticket.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let payload: Partial<VendorLaunch> & { exp?: unknown };
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof payload;
  } catch {
    return null;
  }
  if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
  if (typeof payload.merchantCode !== 'string' || typeof payload.gameCode !== 'string') return null;
  return {
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
  };
}
