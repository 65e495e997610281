import type { Envelope } from '@member-app/contract/schemas/envelope';

/** A successful answer in the contract envelope (SPEC §7). */
export function ok<T>(value: T, message: string | null = null): Envelope<T> {
  return { success: true, message, errorCode: null, value };
}
