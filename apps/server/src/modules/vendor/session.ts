import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ipMismatch, notLoggedIn, tokenFrom } from '../session/service';
import { memberWalletId } from '../../domain/demo-vendor';
import type { LobbyEntry } from '../../domain/launch-ticket';
import type { WalletOwner } from './service';

/**
 * The demo vendor's own session, made when a launch ticket is redeemed (/vendor/demo/play). Kept in
 * the shared cache so that any instance serves it. The browser holds it in an HttpOnly SameSite=Strict
 * cookie (the vendor pages) or sends it as the X-Vendor-Session header.
 */
export interface VendorSession extends WalletOwner {
  userName: string;
  trial: boolean;
  gameCode: string;
  backUrl: string | null;
  language: string;
  /** The catalogue's name of the game, when the launch gave one. */
  title?: string;
  /** The launching vendor's lotteries (engine, catalogue name): the lottery pages show these. */
  lobby?: LobbyEntry[];
}

export const VENDOR_COOKIE = 'mc_vdemo';
const TTL_SECONDS = 4 * 3600;
const key = (token: string) => `vendor:s:${createHash('sha256').update(token).digest('base64url')}`;

export async function createVendorSession(
  app: FastifyInstance,
  session: VendorSession,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await app.cache.set(key(token), JSON.stringify(session), TTL_SECONDS);
  return token;
}

export function setVendorCookie(reply: FastifyReply, token: string) {
  reply.setCookie(VENDOR_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    maxAge: TTL_SECONDS,
  });
}

function vendorToken(request: FastifyRequest): string | null {
  const header = request.headers['x-vendor-session'];
  const value = (Array.isArray(header) ? header[0] : header) ?? request.cookies[VENDOR_COOKIE];
  return value && value.length <= 128 ? value : null;
}

/** The vendor session of the request (cookie or X-Vendor-Session), or null. */
export async function vendorSessionOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<VendorSession | null> {
  const token = vendorToken(request);
  if (!token) return null;
  const raw = await app.cache.get(key(token));
  return raw ? (JSON.parse(raw) as VendorSession) : null;
}

/**
 * Who plays: the vendor session when present, else the member of an app session token in
 * Authorization (the mini-game scripts and the app's own /lgw calls, §7), else nobody.
 */
export async function playerOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<WalletOwner | null> {
  const vendor = await vendorSessionOf(app, request);
  if (vendor) return vendor;
  const token = tokenFrom(request);
  if (!token) return null;
  const session = await app.sessions.find(token);
  if (!session) return null;
  const { merchant } = await request.merchantContext();
  if (session.merchantCode !== merchant.code) return null;
  if (ipMismatch(session, request.ip, merchant.settings.security.sessionIpBinding)) return null;
  return {
    walletId: memberWalletId(session.merchantCode, session.memberId),
    merchantCode: session.merchantCode,
    memberId: session.memberId,
  };
}

/** The player of a call that plays or reads a wallet: refused (customer.not.login) without one. */
export async function requirePlayer(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<WalletOwner> {
  const player = await playerOf(app, request);
  if (!player) throw notLoggedIn();
  await app.demoVendor.ensureWallet(player);
  return player;
}

/**
 * The name the player knows a game by: the catalogue's name its launch gave (the launched game's
 * title, or its vendor's lobby entry), else none (the engine's own name applies).
 */
export function playedGameName(player: WalletOwner, engine: string): string | undefined {
  if (!('gameCode' in player)) return undefined;
  const session = player as VendorSession;
  if (session.gameCode === engine && session.title) return session.title;
  return session.lobby?.find((entry) => entry.code === engine)?.name;
}
