import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { merchantParamsSchema } from '@member-app/contract/schemas/admin';
import {
  DASHBOARD_DAYS,
  merchantDashboardSchema,
  type MerchantDashboard,
} from '@member-app/contract/schemas/admin-dashboard';
import { ok } from '../../lib/envelope';
import { ADMIN_ERROR_CODES } from '@member-app/contract/errors';
import { AppError } from '../../lib/errors';
import { createDashboardRepository } from './dashboard-repository';
import { adminDoc } from './route-docs';

const DAY_MS = 86_400_000;

/** The last DASHBOARD_DAYS UTC dates, oldest first, each with its count (0 for a quiet day). */
export function lastDays(now: Date, counts: { date: string; count: number }[]) {
  const byDate = new Map(counts.map((c) => [c.date, c.count]));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daily = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const date = new Date(today - (DASHBOARD_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return { date, count: byDate.get(date) ?? 0 };
  });
  return {
    today: daily[daily.length - 1]?.count ?? 0,
    last7Days: daily.reduce((sum, d) => sum + d.count, 0),
    daily,
  };
}

/**
 * A merchant's dashboard, read-only: counts an operator bound to the merchant checks first, in
 * any role (no member is named; the member screens need their own right).
 */
export function dashboardAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = createDashboardRepository(app.db);

  app.get(
    '/admin/merchants/:code/dashboard',
    {
      config: { right: null },
      schema: {
        ...adminDoc(
          null,
          "A merchant's dashboard: registrations, logins and deposits of the last 7 UTC days, active sessions, chats waiting for an answer, push registrations, maintenance",
        ),
        params: merchantParamsSchema,
        response: { 200: envelope(merchantDashboardSchema), '4xx': errorEnvelope },
      },
    },
    async (request) => {
      const { code } = request.params;
      const merchant = await app.merchants.findByCode(code);
      if (!merchant) throw new AppError(404, ADMIN_ERROR_CODES.NOT_FOUND, 'Unknown merchant');
      const now = new Date(app.now());
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const from = new Date(today - (DASHBOARD_DAYS - 1) * DAY_MS);
      const [registrations, total, logins, activeSessions, deposits, amount, openChats, push] =
        await Promise.all([
          repo.registrations(code, from),
          repo.memberTotal(code),
          repo.logins(code, from),
          repo.activeSessions(code, now),
          repo.deposits(code, from),
          repo.depositAmount(code, new Date(today)),
          repo.openChats(code),
          repo.pushRegistrations(code),
        ]);
      const maintenance = merchant.settings.maintenance;
      const dashboard: MerchantDashboard = {
        at: now.getTime(),
        registrations: { ...lastDays(now, registrations), total },
        logins: lastDays(now, logins),
        activeSessions,
        deposits: { ...lastDays(now, deposits), todayAmount: amount },
        openChats,
        pushRegistrations: push,
        maintenance: { enabled: maintenance.enabled, endTime: maintenance.endTime ?? null },
      };
      return ok(dashboard);
    },
  );
}
