import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  depositSettingsSchema,
  depositWithdrawStatsSchema,
  emptyInputSchema,
  withdrawAccountInfoSchema,
} from '@member-app/contract/schemas/member-area';
import type { App } from '../../lib/app-instance';
import { ok } from '../../lib/envelope';
import { relayRoute } from '../../lib/relay';
import { memberOf } from '../session/service';

/** The member's deposit and withdrawal statistics, deposit settings and payout accounts (SPEC §3, §7). */
export const walletRoutes = async (app: App) => {
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };

  relayRoute(app, 'MCSFE_getDepositSettings', {
    input: emptyInputSchema,
    value: depositSettingsSchema,
    auth: 'required',
    tags: ['member-area'],
    summary: "The merchant's deposit limits, quick amounts and channels",
    handler: async (request) => app.wallet.depositSettings(memberOf(request)),
  });

  relayRoute(app, 'MCSFE_getWithdrawAccountInfo', {
    input: emptyInputSchema,
    value: withdrawAccountInfoSchema,
    auth: 'required',
    tags: ['member-area'],
    summary: "Withdrawal limits and the member's payout accounts (masked)",
    handler: async (request) => app.wallet.withdrawAccountInfo(memberOf(request)),
  });

  app.get(
    '/wps/member/statistics',
    {
      config: { auth: true },
      schema: {
        tags: ['member-area'],
        summary: '§3 deposit/withdraw stats: successful counts and the full account lists',
        response: { 200: envelope(depositWithdrawStatsSchema), ...responses },
      },
    },
    async (request) => ok(await app.wallet.statistics(memberOf(request).id)),
  );
};
