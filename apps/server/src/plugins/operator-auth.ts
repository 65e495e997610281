import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@member-app/contract/errors';
import { AppError } from '../lib/errors';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The operator API's gate: every route of the scope this is registered in needs
 * `Authorization: Bearer <ADMIN_TOKEN>`. Off (everything refused) unless ADMIN_TOKEN is set; the
 * token is compared in constant time, through digests of equal length.
 */
export const operatorAuthPlugin = fp(
  async (app: FastifyInstance) => {
    const expected = digest(app.config.ADMIN_TOKEN ?? '');
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!app.config.ADMIN_TOKEN || !timingSafeEqual(digest(given), expected)) {
        throw new AppError(401, ERROR_CODES.TOKEN_INVALID, 'Operator token required');
      }
    });
  },
  { name: 'operator-auth', dependencies: ['config'] },
);
