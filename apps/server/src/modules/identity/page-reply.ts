import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UiLanguage } from '@member-app/contract/constants';
import type { Merchant } from '../../domain/merchant';
import { AppError } from '../../lib/errors';
import { errorPage, newNonce, pageCsp } from './pages';

/** A page of the built-in identity provider under its own nonce'd CSP, never cached. */
export function sendPage(reply: FastifyReply, nonce: string, status: number, html: string) {
  return (
    reply
      .code(status)
      .header('content-security-policy', pageCsp(nonce))
      .header('cache-control', 'no-store')
      // Cross-Origin-Opener-Policy is the app's (same-origin-allow-popups, app.ts): a window
      // opened by the app keeps window.opener only when both agree.
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}

/** A page that says why the provider will not go on. */
export function refusePage(
  reply: FastifyReply,
  status: number,
  title: string,
  message: string,
  lang: UiLanguage = 'EN',
) {
  const nonce = newNonce();
  return sendPage(reply, nonce, status, errorPage(lang, nonce, title, message));
}

/** The request's merchant, or null where no site is served (the pages answer that in HTML). */
export async function merchantOf(request: FastifyRequest): Promise<Merchant | null> {
  try {
    return (await request.merchantContext()).merchant;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
