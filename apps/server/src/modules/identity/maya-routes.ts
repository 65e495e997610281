import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { text } from '@member-app/contract/schemas/text';
import { HOME_PATH } from '@member-app/contract/routes';
import { IDENTITY_PATHS } from '@member-app/contract/schemas/identity';
import type { App } from '../../lib/app-instance';
import {
  DEMO_MAYA_ACCOUNTS,
  demoMayaAccountId,
  type MayaAccount,
} from '../../providers/identity/maya-provider';
import { merchantOf, refusePage, sendPage } from './page-reply';
import { mayaPage, newNonce } from './pages';

/** The demo Maya app (§7 login/maya): pick a Maya account, and the app opens with its session id. */
export function mayaRoutes(app: App) {
  /** The demo Maya app exists only with the built-in Maya and for merchants that offer Maya. */
  async function mayaMerchant(request: FastifyRequest, reply: FastifyReply) {
    const merchant = await merchantOf(request);
    if (!merchant) {
      await refusePage(reply, 404, 'Maya unavailable', 'No site is served at this address.');
      return null;
    }
    if (!merchant.settings.maya.enabled || !app.maya.demo) {
      await refusePage(
        reply,
        403,
        'Maya unavailable',
        `${merchant.settings.name} does not offer sign-in from Maya.`,
      );
      return null;
    }
    return merchant;
  }

  app.get(
    IDENTITY_PATHS.mayaLaunch,
    {
      config: { public: true },
      schema: {
        tags: ['identity'],
        summary: 'The demo Maya app (§7 login/maya): pick a Maya wallet account; HTML',
        description:
          'Choosing an account posts to the same path, which redirects to /m/home?sessionId=&env=sandbox. 403 page when Maya is off.',
      },
    },
    async (request, reply) => {
      const merchant = await mayaMerchant(request, reply);
      if (!merchant) return reply;
      const nonce = newNonce();
      return sendPage(
        reply,
        nonce,
        200,
        mayaPage(nonce, merchant.settings.name, DEMO_MAYA_ACCOUNTS),
      );
    },
  );

  app.post(
    IDENTITY_PATHS.mayaLaunch,
    {
      config: { public: true },
      schema: {
        tags: ['identity'],
        summary:
          'Makes a one-time Maya session id (5 min) for the picked account and opens the app with it',
        description:
          '303 to /m/home?sessionId=<id>&env=sandbox; 400 page for an unknown account or a bad name or number.',
        consumes: ['application/x-www-form-urlencoded'],
        body: z.object({
          account: text(64).optional(),
          name: text(256).optional(),
          mobile: text(64).optional(),
        }),
      },
    },
    async (request, reply) => {
      const merchant = await mayaMerchant(request, reply);
      if (!merchant) return reply;
      const { account: accountId, name, mobile } = request.body;
      let account: MayaAccount | undefined;
      if (accountId) {
        account = DEMO_MAYA_ACCOUNTS.find((a) => a.accountId === accountId);
      } else {
        const custom = z
          .object({
            name: text(64).trim().min(1),
            mobile: z
              .string()
              .trim()
              .regex(/^\+\d{6,18}$/),
          })
          .safeParse({ name, mobile });
        if (custom.success) {
          account = {
            accountId: demoMayaAccountId(custom.data.mobile),
            name: custom.data.name,
            mobile: custom.data.mobile,
          };
        }
      }
      if (!account) {
        return refusePage(
          reply,
          400,
          'Maya account not found',
          'Pick one of the accounts, or enter a name and a mobile number with its country code.',
        );
      }
      const { sessionId, env } = await app.maya.demo!.createSession(merchant, account);
      const target = `${HOME_PATH}?${new URLSearchParams({ sessionId, env }).toString()}`;
      return reply.code(303).header('location', target).header('cache-control', 'no-store').send();
    },
  );
}
