import type { FastifyInstance } from 'fastify';
import { sharedSecret } from '../../db/server-secrets';
import {
  LAUNCH_TICKET_SECRET,
  verifyLaunchTicket,
  type VerifiedLaunch,
} from '../../domain/launch-ticket';

export const launchTicketSecret = (app: FastifyInstance) =>
  sharedSecret(app.db, LAUNCH_TICKET_SECRET);

export async function verifyVendorTicket(
  app: FastifyInstance,
  ticket: string,
): Promise<VerifiedLaunch | null> {
  return verifyLaunchTicket(ticket, await launchTicketSecret(app), app.now());
}
