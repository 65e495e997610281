import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@member-app/contract/errors';
import { AppError } from '../../lib/errors';
import type { Merchant } from '../../domain/merchant';

export interface MerchantContext {
  merchant: Merchant;
  /** How the merchant was found: its own domain, the Merchant header, or the server default. */
  resolvedBy: 'host' | 'header' | 'default';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's merchant: by host, else the `Merchant` header, else the default. */
    merchantContext(): Promise<MerchantContext>;
  }
}

const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,64}$/;
const cacheKey = Symbol('merchantContext');

export const merchantContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('merchantContext', function (this: FastifyRequest) {
      const self = this as FastifyRequest & { [cacheKey]?: Promise<MerchantContext> };
      if (!self[cacheKey]) {
        // Most requests come from a known merchant domain: answer from the cache without a detour.
        const cached = app.merchants.peekByDomain(this.host);
        self[cacheKey] = cached
          ? Promise.resolve({ merchant: cached, resolvedBy: 'host' })
          : resolve(app, this);
      }
      return self[cacheKey];
    });
  },
  { name: 'merchant-context', dependencies: ['config', 'merchant'] },
);

async function resolve(app: FastifyInstance, request: FastifyRequest): Promise<MerchantContext> {
  const byHost = await app.merchants.findByDomain(request.host);
  if (byHost) return { merchant: byHost, resolvedBy: 'host' };

  const header = request.headers['merchant'];
  const code = Array.isArray(header) ? header[0] : header;
  if (code) {
    if (!MERCHANT_CODE.test(code)) {
      throw new AppError(400, ERROR_CODES.VALIDATION, 'Invalid Merchant header');
    }
    const byHeader = await app.merchants.findByCode(code);
    if (!byHeader)
      throw new AppError(404, ERROR_CODES.MERCHANT_NOT_FOUND, `Unknown merchant ${code}`);
    return { merchant: byHeader, resolvedBy: 'header' };
  }

  const fallback = await app.merchants.findByCode(app.config.DEFAULT_MERCHANT);
  if (!fallback)
    throw new AppError(404, ERROR_CODES.MERCHANT_NOT_FOUND, 'No merchant serves this address');
  return { merchant: fallback, resolvedBy: 'default' };
}
