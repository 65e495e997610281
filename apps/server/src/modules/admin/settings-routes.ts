import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { merchantParamsSchema } from '@member-app/contract/schemas/admin';
import {
  CONTENT_SETTINGS_SCHEMAS,
  type ContentSettingsDoc,
} from '@member-app/contract/schemas/admin-content';
import { ok } from '../../lib/envelope';
import { audit } from '../operators/service';
import { adminDoc } from './route-docs';

const errors = { '4xx': errorEnvelope };

const DOCS: Record<ContentSettingsDoc, string> = {
  deposit: 'Deposit page settings (currency, limits, quick amounts, channels)',
  withdraw: 'Withdrawal settings (currency, limits, daily count, accounts per kind)',
  referral: 'The referral program (§6 global REFERRAL promotion)',
};

/**
 * The one-per-merchant settings documents players read through the deposit, withdraw and referral
 * calls: read (null until set) and replace. A side of the payment settings not yet set is stored
 * closed (no channels, zero limits).
 */
export function settingsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = () => app.admin.settings;

  for (const doc of Object.keys(DOCS) as ContentSettingsDoc[]) {
    const url = `/admin/merchants/:code/content/settings/${doc}`;
    const schema = CONTENT_SETTINGS_SCHEMAS[doc];
    app.get(
      url,
      {
        config: { right: 'content.read' },
        schema: {
          ...adminDoc('content.read', `${DOCS[doc]}: null until set`),
          params: merchantParamsSchema,
          response: { 200: envelope(schema.nullable()), ...errors },
        },
      },
      async (request) => ok(await settings().read(doc, request.params.code)),
    );
    app.put(
      url,
      {
        config: { right: 'content.write' },
        schema: {
          ...adminDoc('content.write', `Replace: ${DOCS[doc]}`),
          params: merchantParamsSchema,
          body: schema,
          response: { 200: envelope(schema), ...errors },
        },
      },
      async (request) => {
        const { code } = request.params;
        const { before, after } = await settings().write(doc, code, request.body);
        await audit(request, {
          action: `settings.${doc}`,
          merchantCode: code,
          targetType: 'settings',
          targetId: doc,
          before,
          after,
        });
        // Just written: never null.
        return ok(after!);
      },
    );
  }
}
