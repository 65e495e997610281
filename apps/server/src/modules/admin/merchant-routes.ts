import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@member-app/contract/schemas/text';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  merchantCreateSchema,
  merchantListQuerySchema,
  merchantParamsSchema,
  merchantPatchSchema,
  merchantSettingsInputSchema,
  merchantSummarySchema,
  merchantViewSchema,
  paged,
} from '@member-app/contract/schemas/admin';
import { merchantPatchRight } from '@member-app/contract/rules/operators';
import { ok } from '../../lib/envelope';
import { actorOf, audit } from '../operators/service';
import { adminDoc } from './route-docs';

const errors = { '4xx': errorEnvelope };
const ifMatchHeaders = z.object({
  'if-match': text(256)
    .optional()
    .describe('The ETag of the version read; a newer stored version answers 412'),
});
const putBody = z.object({
  settings: merchantSettingsInputSchema,
  domains: z.array(text(253).min(1)).max(200),
  tempPassword: text(64).min(8),
});

const createDoc = adminDoc(
  'merchants.manage',
  "Create a merchant from a template: a copy of another merchant's settings and content, or an empty working home",
);
createDoc.description +=
  ' Template `copy`: the source’s settings (images, colours, features, download-prompt rules), content, games, missions and payment settings, without its secrets;' +
  ' where the source’s name appears in the app title (the app name of the home screen and the download bar), the app description, the SEO titles and descriptions' +
  ' and the download prompt’s text, the new merchant’s `name` is put instead.' +
  ' Template `empty`: a working home in the new merchant’s name, with a neutral icon and no logo.';

/** Merchants: list, create from a template, read, JSON merge patch with ETag, replace, disable. */
export function merchantAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** Every instance drops its cached copy: players see the change on their next request. */
  const changed = () => app.invalidation.publish('merchants');

  app.get(
    '/admin/merchants',
    {
      config: { right: null },
      schema: {
        ...adminDoc(null, 'The merchants the operator may act on'),
        querystring: merchantListQuerySchema,
        response: { 200: envelope(paged(merchantSummarySchema)), ...errors },
      },
    },
    async (request) => {
      const { page, size, q, includeDisabled } = request.query;
      const { items, total } = await app.admin.merchants.list({
        page,
        size,
        q,
        includeDisabled,
        scope: app.operators.scopeOf(actorOf(request)),
      });
      return ok({ items, total, page, size });
    },
  );

  app.post(
    '/admin/merchants',
    {
      config: { right: 'merchants.manage' },
      schema: {
        ...createDoc,
        body: merchantCreateSchema,
        response: { 200: envelope(merchantViewSchema), ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.body.template.kind === 'copy')
        app.operators.requireMerchant(actor, request.body.template.from);
      const created = await app.admin.merchants.create(request.body);
      await audit(request, {
        action: 'merchant.create',
        merchantCode: created.code,
        targetType: 'merchant',
        targetId: created.code,
        after: { ...created, template: request.body.template },
      });
      await changed();
      void reply.header('etag', created.version);
      return ok(created);
    },
  );

  app.get(
    '/admin/merchants/:code',
    {
      config: { right: null },
      schema: {
        ...adminDoc(
          null,
          'Read a merchant (secrets answered as {set}); the ETag header is its version',
        ),
        params: merchantParamsSchema,
        response: { 200: envelope(merchantViewSchema), ...errors },
      },
    },
    async (request, reply) => {
      const merchant = await app.admin.merchants.read(request.params.code);
      void reply.header('etag', merchant.version);
      return ok(merchant);
    },
  );

  app.patch(
    '/admin/merchants/:code',
    {
      // The right depends on what the patch touches (SEO only: content; anything else: owner).
      config: { right: null },
      schema: {
        ...adminDoc(
          'merchants.manage',
          'Change part of a merchant (JSON merge patch); If-Match with the ETag refuses a stale write (412)',
        ),
        description:
          'Needs `merchants.manage` (owner), or `settings.seo` (owner, content) for a patch of `settings.seo` only. Secrets left out, or sent back as `{set: true}`, are kept; `null` clears one.',
        params: merchantParamsSchema,
        headers: ifMatchHeaders,
        body: merchantPatchSchema,
        response: { 200: envelope(merchantViewSchema), ...errors },
      },
    },
    async (request, reply) => {
      app.operators.requireRight(actorOf(request), merchantPatchRight(request.body));
      const { before, after } = await app.admin.merchants.patch(
        request.params.code,
        request.body,
        request.headers['if-match'],
      );
      await audit(request, {
        action: 'merchant.patch',
        merchantCode: request.params.code,
        targetType: 'merchant',
        targetId: request.params.code,
        before,
        after,
      });
      await changed();
      void reply.header('etag', after.version);
      return ok(after);
    },
  );

  app.put(
    '/admin/merchants/:code',
    {
      config: { right: 'merchants.manage', merchantMayBeNew: true },
      schema: {
        ...adminDoc(
          'merchants.manage',
          'Create or replace a merchant (whole settings, domains, default temporary password)',
        ),
        params: merchantParamsSchema,
        headers: ifMatchHeaders,
        body: putBody,
        response: { 200: envelope(merchantViewSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const { before, settings } = await app.admin.merchants.replace(
        code,
        request.body,
        request.headers['if-match'],
      );
      await app.merchants.upsert({ code, ...request.body, settings });
      const after = await app.admin.merchants.read(code);
      await audit(request, {
        action: before ? 'merchant.replace' : 'merchant.create',
        merchantCode: code,
        targetType: 'merchant',
        targetId: code,
        before,
        after,
      });
      await changed();
      void reply.header('etag', after.version);
      return ok(after);
    },
  );

  app.delete(
    '/admin/merchants/:code',
    {
      config: { right: 'merchants.manage' },
      schema: {
        ...adminDoc(
          'merchants.manage',
          'Disable a merchant (nothing is deleted; PATCH {disabled:false} re-enables it)',
        ),
        params: merchantParamsSchema,
        response: { 200: envelope(merchantViewSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { before, after } = await app.admin.merchants.disable(request.params.code);
      await audit(request, {
        action: 'merchant.disable',
        merchantCode: request.params.code,
        targetType: 'merchant',
        targetId: request.params.code,
        before,
        after,
      });
      await changed();
      void reply.header('etag', after.version);
      return ok(after);
    },
  );
}
