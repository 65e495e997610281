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
    /**
     * The request's merchant without waiting, when its host is a merchant domain held in memory
     * (most requests); undefined otherwise: ask `merchantContext()`.
     */
    knownMerchantContext(): MerchantContext | undefined;
  }
}

const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,64}$/;
const cacheKey = Symbol('merchantContext');

export const merchantContextPlugin = fp(
  async (app: FastifyInstance) => {
    // Declared rather than added to a request when first asked: a property added to some requests
    // only gives request objects another shape, which slows every reader of any request.
    app.decorateRequest(cacheKey, null);
    // Most requests come from a known merchant domain: the same context and settled answer for
    // all of them, made once per merchant (a changed merchant is a new object, never changed).
    const byMerchant = new WeakMap<
      Merchant,
      { context: MerchantContext; answer: Promise<MerchantContext> }
    >();
    const known = (merchant: Merchant) => {
      let held = byMerchant.get(merchant);
      if (!held) {
        const context = Object.freeze({ merchant, resolvedBy: 'host' as const });
        byMerchant.set(merchant, (held = { context, answer: Promise.resolve(context) }));
      }
      return held;
    };
    app.decorateRequest('knownMerchantContext', function (this: FastifyRequest) {
      const cached = app.merchants.peekByDomain(this.host);
      return cached ? known(cached).context : undefined;
    });
    app.decorateRequest('merchantContext', function (this: FastifyRequest) {
      const self = this as FastifyRequest & { [cacheKey]: Promise<MerchantContext> | null };
      let context = self[cacheKey];
      if (!context) {
        const cached = app.merchants.peekByDomain(this.host);
        context = cached ? known(cached).answer : resolve(app, this);
        self[cacheKey] = context;
      }
      return context;
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
