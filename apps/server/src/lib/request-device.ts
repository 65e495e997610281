import type { FastifyRequest } from 'fastify';
import { LOGIN_DEVICES } from '@member-app/contract/account';
import { DEVICE_ID_LENGTH } from '@member-app/contract/constants';

/** §5 a device id counts only at exactly 36 characters; anything else is ignored. */
export const deviceIdOf = (id: string | undefined) =>
  id && id.length === DEVICE_ID_LENGTH ? id : null;

/** §3 the Device header: IPAD, PWA, WEBCLIP or absent; other values are ignored. */
export function deviceOf(request: FastifyRequest): string | null {
  const raw = request.headers['device'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  return value && (LOGIN_DEVICES as readonly string[]).includes(value) ? value : null;
}
