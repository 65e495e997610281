import { z } from 'zod';

/**
 * `GET /admin/merchants/:code/dashboard`: what an operator checks first about a merchant. Days are
 * UTC calendar days, the last one today; counts only, nothing about any one member.
 */
export const DASHBOARD_DAYS = 7;

const count = z.number().int().min(0);
const daily = z
  .array(z.object({ date: z.iso.date(), count }))
  .length(DASHBOARD_DAYS)
  .describe(`The last ${DASHBOARD_DAYS} days, oldest first, today last`);
const series = z.object({ today: count, last7Days: count, daily });

export const merchantDashboardSchema = z.object({
  /** When the figures were taken, epoch ms. */
  at: z.number().int(),
  /** Registrations; `total` is every member of the merchant. */
  registrations: series.extend({ total: count }),
  /** Logins (every session opened, registration with login included). */
  logins: series,
  /** Sessions neither expired nor ended. */
  activeSessions: count,
  /** Successful deposits (an operator's adjustment of a member's statistics is not one). */
  deposits: series.extend({ todayAmount: z.number().min(0) }),
  /** Support chat threads whose member wrote last, waiting for an answer. */
  openChats: count,
  /** Devices registered for push. */
  pushRegistrations: count,
  maintenance: z.object({ enabled: z.boolean(), endTime: z.number().int().nullable() }),
});
export type MerchantDashboard = z.infer<typeof merchantDashboardSchema>;
