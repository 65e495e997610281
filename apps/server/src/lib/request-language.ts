import type { FastifyRequest } from 'fastify';

/** The §7 Language header as sent ('' when absent). */
export const headerLanguage = (request: FastifyRequest) => String(request.headers.language ?? '');

/** Catalogue and content names have a Chinese variant, shown for the CN and TW languages (§3). */
export const isChinese = (request: FastifyRequest) => {
  const lang = headerLanguage(request).toUpperCase();
  return lang === 'CN' || lang === 'TW';
};
