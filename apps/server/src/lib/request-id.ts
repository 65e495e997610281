import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a proxy's id may look like: a UUID, a hex trace id, nginx's `$request_id`, a
 * `Root=1-…` trace header. Anything else (long, with spaces, quotes or control characters) is
 * replaced, so a caller cannot write what they like into every log line.
 */
const ACCEPTED_ID = /^[A-Za-z0-9._:=+/-]{8,128}$/;

/**
 * Fastify's `genReqId`: the id a trusted proxy sent in `X-Request-Id` (so one id follows a
 * request from the proxy's log through ours), else a new UUID. Trust is TRUST_PROXY's, the same
 * rule that decides whether X-Forwarded-For is believed: from anyone else the header is ignored.
 */
export function requestIdGenerator(trustProxy: boolean | string[]) {
  const trusted =
    trustProxy === true
      ? () => true
      : trustProxy === false || trustProxy.length === 0
        ? () => false
        : proxyAddr.compile(trustProxy);
  return (req: IncomingMessage): string => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (
      typeof given === 'string' &&
      ACCEPTED_ID.test(given) &&
      trusted(req.socket?.remoteAddress ?? '', 0)
    ) {
      return given;
    }
    return randomUUID();
  };
}
