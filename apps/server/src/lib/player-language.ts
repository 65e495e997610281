import type { FastifyRequest } from 'fastify';
import type { UiLanguage } from '@member-app/contract/constants';
import { resolveUiLanguage, toUiLanguage } from '@member-app/contract/language';

/** The tags of an Accept-Language header, most wanted first (`*` and q=0 left out). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((t) => t.tag);
}

/**
 * The language the server answers a player in (SPEC §9, as the app chooses it): the player's
 * saved choice when the server knows it, else the app's `Language` header (§7), else the
 * browser's Accept-Language, else English.
 */
export function playerLanguage(request: FastifyRequest, saved?: string | null): UiLanguage {
  const header = request.headers.language;
  return resolveUiLanguage({
    saved: toUiLanguage(saved) ?? (typeof header === 'string' ? header : null),
    browser: acceptLanguageTags(request.headers['accept-language']),
  });
}
