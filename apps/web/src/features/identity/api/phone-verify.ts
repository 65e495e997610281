import { IDENTITY_PATHS } from '@member-app/contract/rules/identity';
import type { z } from 'zod';
import type { identityTokenSchema } from '@member-app/contract/schemas/identity';
import { api } from '../../../lib/api';

export type IdentityToken = z.infer<typeof identityTokenSchema>;

/** The built-in provider's phone verification, step 2: the code for an id token (§4). */
export function verifyPhoneCode(body: {
  sessionInfo: string;
  code: string;
}): Promise<IdentityToken> {
  return api.post<IdentityToken>(IDENTITY_PATHS.phoneVerify, body, { alert: false });
}
