import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WALLET_BALANCE_PATH } from '@member-app/contract/rules/wallet';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { walletBalanceSchema } from '@member-app/contract/schemas/wallet';
import { memberWalletId } from '../../domain/demo-vendor';
import { ok } from '../../lib/envelope';
import { notLoggedIn } from '../session/service';
import { createVendorService } from '../vendor/service';

/**
 * The member's balance outside the games (header, member home, beside their points): the same
 * demo-vendor wallet every game and the mini-game play with, so what the header shows is what the
 * games spend. HTTP only: the wallet is the vendor service's.
 */
export const balanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallets = createVendorService(app.db, () => app.now());
  app.get(
    WALLET_BALANCE_PATH,
    {
      config: { auth: true },
      schema: {
        tags: ['wallet'],
        summary:
          "The member's play balance (the demo vendor's wallet every game and the mini-game use), in the merchant's currency",
        response: {
          200: envelope(walletBalanceSchema),
          '4xx': errorEnvelope,
          '5xx': errorEnvelope,
        },
      },
    },
    async (request) => {
      if (!request.member) throw notLoggedIn();
      const { id, merchantCode } = request.member;
      const owner = { walletId: memberWalletId(merchantCode, id), merchantCode, memberId: id };
      await wallets.ensureWallet(owner);
      const settings = (await app.merchants.findByCode(merchantCode))?.settings;
      const country =
        settings?.countries.find((c) => c.code === settings.defaultCountry) ??
        settings?.countries[0];
      return ok({
        balance: await wallets.balanceOf(owner.walletId),
        currency: country?.currency ?? 'USD',
        updatedAt: new Date(app.now()).toISOString(),
      });
    },
  );
};
