import { normalizeHost, type Merchant } from '../../domain/merchant';
import { CHANNEL_LABELS } from './pages';

/**
 * The origin to post the sign-in result to, only when its host is one of the merchant's domains or
 * the host this page was served from (never a token to a foreign origin); null otherwise.
 */
export function allowedOrigin(raw: string, merchant: Merchant, requestHost: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (url.host.toLowerCase() === requestHost.toLowerCase()) return url.origin;
  return merchant.domains.includes(normalizeHost(url.hostname)) ? url.origin : null;
}

/** Why the sign-in window must not go on for this merchant, channel and origin (null: it may). */
export function signinRefusal(
  merchant: Merchant,
  channel: keyof typeof CHANNEL_LABELS,
  origin: string,
  requestHost: string,
) {
  const name = merchant.settings.name;
  if (merchant.settings.sms.projectId) {
    return `${name} signs in through Firebase, not through this demo provider.`;
  }
  if (!merchant.settings.sms.channels.includes(channel)) {
    return `Sign-in with ${CHANNEL_LABELS[channel]} is not offered by ${name}.`;
  }
  if (!allowedOrigin(origin, merchant, requestHost)) {
    return `The page that opened this window is not a site of ${name}, so no sign-in is handed to it.`;
  }
  return null;
}
