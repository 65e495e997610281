import type { FastifyRequest } from 'fastify';
import type { App } from '../../lib/app-instance';
import type { Merchant } from '../../domain/merchant';
import { statusAnswerTag, statusAnswerText, type Visitor } from './site-settings';

export { statusAnswerTag };

/** The visitor as the status call sees them: address, and country from the edge's header. */
export function visitorOf(request: FastifyRequest, geoCountryHeader: string): Visitor {
  const raw = request.headers[geoCountryHeader];
  const country = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  return { ip: request.ip, country: country && /^[A-Z]{2}$/.test(country) ? country : null };
}

/**
 * The status call's answer text for this request (§3, §7), for the app's page to carry (modules/web:
 * its first render then waits for no round trip). Null where the call would answer an error (§8
 * domain_not_available): the app then asks and shows it. The visitor's heartbeat (`track`) stays
 * with the call, which the app still makes once the page has loaded.
 */
export function statusTextFor(
  app: App,
  request: FastifyRequest,
  merchant: Merchant,
  resolvedBy: 'host' | 'header' | 'default',
): string | null {
  if (merchant.settings.enforceDomains && resolvedBy !== 'host') return null;
  return statusAnswerText(
    merchant.code,
    merchant.settings,
    visitorOf(request, app.config.GEO_COUNTRY_HEADER),
    Date.now(),
  );
}
