import { IDENTITY_PATHS } from '@member-app/contract/rules/identity';
import type { z } from 'zod';
import type { identityPhoneSentSchema } from '@member-app/contract/schemas/identity';
import { api } from '../../../lib/api';

export type PhoneSent = z.infer<typeof identityPhoneSentSchema>;

/** The built-in provider's phone verification, step 1: a code to an E.164 number (§4). */
export function sendPhoneVerification(phoneNumber: string): Promise<PhoneSent> {
  return api.post<PhoneSent>(IDENTITY_PATHS.phoneSend, { phoneNumber }, { alert: false });
}
