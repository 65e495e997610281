import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@member-app/contract/errors';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  countryInfoSchema,
  countryQuerySchema,
  domainListSchema,
  manifestQuerySchema,
  pingQuerySchema,
  pingValueSchema,
  statusQuerySchema,
  webManifestSchema,
} from '@member-app/contract/schemas/system';
import { ok } from '../../lib/envelope';
import { normalizeHost } from '../../domain/merchant';
import { AppError } from '../../lib/errors';
import { ifNoneMatchHits } from '../../lib/conditional';
import {
  statusAnswerSchema,
  statusAnswerTag,
  statusAnswerText,
  toCountryInfo,
  toWebManifest,
  type Visitor,
} from './site-settings';
import { visitorOf } from './service';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The request's merchant and how it was found (modules/merchant/merchant-context.ts). */
type MerchantContext = Awaited<ReturnType<FastifyRequest['merchantContext']>>;

const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\])$/i;

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const visitor = (request: FastifyRequest): Visitor =>
    visitorOf(request, app.config.GEO_COUNTRY_HEADER);

  /** §8 domain_not_available: the merchant only answers on its own domains. */
  const checkDomain = (request: FastifyRequest, { merchant, resolvedBy }: MerchantContext) => {
    if (merchant.settings.enforceDomains && resolvedBy !== 'host') {
      const domain = normalizeHost(request.host);
      throw new AppError(
        403,
        ERROR_CODES.DOMAIN_NOT_AVAILABLE,
        `${domain} is not a domain of this site`,
        { domain },
      );
    }
  };
  /** §3 site settings for this visitor (a merchant found by its domain, or checked above). */
  const sendStatus = (
    request: FastifyRequest,
    reply: FastifyReply,
    { merchant }: MerchantContext,
  ) => {
    const text = statusAnswerText(merchant.code, merchant.settings, visitor(request), Date.now());
    // The app's heartbeat on a page that carried this answer asks with its tag: unchanged, the
    // answer is not sent again (304, no body). Tagged only when asked: every other status call
    // would pay for the hash.
    const asked = request.headers['if-none-match'];
    if (asked) {
      const tag = statusAnswerTag(text);
      if (ifNoneMatchHits(asked, tag)) return void reply.code(304).header('etag', tag).send();
    }
    // A string with a JSON content type is sent as it is (site-settings.ts statusAnswerText).
    reply.type('application/json; charset=utf-8').send(text);
  };

  app.get(
    '/wps/system/status',
    {
      // Every answer is JSON text, which plugins/compression.ts compresses itself above its
      // threshold: @fastify/compress's own hooks (parsing accept-encoding, measuring the text
      // again) were a sixth of this call's processor time for an answer (1.7 KB) below it.
      compress: false,
      config: { answerPerVisitor: true },
      schema: {
        tags: ['system'],
        summary: 'Site settings, maintenance and region restriction for this visitor (SPEC §3, §7)',
        querystring: statusQuerySchema,
        response: { 200: statusAnswerSchema, '4xx': errorEnvelope },
      },
    },
    (request, reply) => {
      // The usual call (a merchant domain held in memory, no heartbeat) is answered without
      // waiting for anything: an async handler awaiting an answer already in memory cost a promise
      // and two turns of the microtask queue on the busiest call.
      const known = request.knownMerchantContext();
      if (known && !request.query.track) return void sendStatus(request, reply, known);
      return (async () => {
        const context = await request.merchantContext();
        // §7 `track`: the visitor's heartbeat (modules/tracking); it never fails the status call.
        // After the domain check: a refused domain gets no heartbeat.
        checkDomain(request, context);
        const { track } = request.query;
        if (track)
          await app.tracking
            .heartbeat({ merchant: context.merchant, ip: request.ip, host: request.host }, track)
            .catch((err: unknown) => request.log.warn({ err }, 'tracking heartbeat failed'));
        sendStatus(request, reply, context);
        return reply;
      })();
    },
  );

  app.get(
    '/wps/system/country',
    {
      schema: {
        tags: ['system'],
        summary: 'Country info: countries with dialing codes and currency (SPEC §3, §7)',
        querystring: countryQuerySchema,
        response: { 200: envelope(countryInfoSchema), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      const { merchant } = await request.merchantContext();
      return ok(toCountryInfo(merchant.settings, visitor(request).country));
    },
  );

  app.get(
    '/wps/system/test/ping',
    {
      schema: {
        tags: ['system'],
        summary: 'Reachability check used by the domain modal (SPEC §4, §7)',
        querystring: pingQuerySchema,
        response: { 200: envelope(pingValueSchema), '4xx': errorEnvelope },
      },
    },
    async (_request, reply) => {
      // Candidate domains are pinged cross-origin (§4 domain modal).
      reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store');
      return ok({ pong: true as const, serverTime: Date.now() });
    },
  );

  app.get(
    '/wps/system/manifest.json',
    {
      schema: {
        tags: ['system'],
        summary: 'Web app manifest of the merchant (SPEC §2)',
        querystring: manifestQuerySchema,
        response: { 200: webManifestSchema, '4xx': errorEnvelope },
      },
    },
    async (request, reply) => {
      const { merchantCode } = request.query;
      const merchant = merchantCode
        ? await app.merchants.findByCode(merchantCode)
        : (await request.merchantContext()).merchant;
      if (!merchant)
        throw new AppError(404, ERROR_CODES.MERCHANT_NOT_FOUND, `Unknown merchant ${merchantCode}`);
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'public, max-age=300');
      return toWebManifest(merchant.settings);
    },
  );

  app.get(
    '/wps/system/domainRoute',
    {
      // Guests and members alike (the domain modal opens before anyone can log in); a member's
      // token only narrows the customer-service entries to its VIP label (§6).
      config: { public: true, optionalAuth: true },
      schema: {
        tags: ['system'],
        summary: 'Customer-service entries and the domain list for the domain modal (SPEC §3, §4)',
        description:
          'customerService: the DOMAIN-position entries of WPSCORE_getCustomerServiceScript, paths encoded (§3), ' +
          'filtered by the VIP label of the member when a token is sent (§6); domainList: public domains only.',
        response: { 200: envelope(domainListSchema), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      const { merchant } = await request.merchantContext();
      const domainList = merchant.domains
        .filter((d) => d !== 'localhost' && !IP_LITERAL.test(d))
        .map((domainName) => ({ domainName }));
      const customerService = await app.supportChat.entries(
        merchant,
        request.member?.id ?? null,
        'DOMAIN',
      );
      return ok({ customerService, domainList });
    },
  );
};
