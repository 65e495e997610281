import { playerLanguage } from '../../lib/player-language';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { text } from '@member-app/contract/schemas/text';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  IDENTITY_ERROR_CODES,
  IDENTITY_PATHS,
  identityPhoneSendSchema,
  identityPhoneSentSchema,
  identityPhoneVerifySchema,
  identityTokenSchema,
} from '@member-app/contract/schemas/identity';
import type { Merchant } from '../../domain/merchant';
import type { App } from '../../lib/app-instance';
import { ok } from '../../lib/envelope';
import { assertPhoneOffered, authError, codeExpired, createPhoneSignIn } from './phone-sign-in';

/** The built-in provider's phone verification (§4): send a code, trade it for an id token. */
export function phoneRoutes(app: App) {
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };
  const phone = createPhoneSignIn(app);

  async function phoneMerchant(request: FastifyRequest): Promise<Merchant> {
    const { merchant } = await request.merchantContext();
    assertPhoneOffered(merchant);
    return merchant;
  }

  app.post(
    IDENTITY_PATHS.phoneSend,
    {
      config: { public: true },
      schema: {
        tags: ['identity'],
        summary:
          'Sends a 6-digit sign-in code by SMS to an E.164 number (§4 phone verification, 60 s)',
        description:
          'Value {sessionInfo, expirationTime}. Errors: auth/invalid-phone-number, auth/too-many-requests (429), ' +
          'auth/operation-not-allowed (403, phone sign-in not offered)',
        body: z.object({ phoneNumber: text(64) }),
        response: { 200: envelope(identityPhoneSentSchema), ...responses },
      },
    },
    async (request) => {
      const merchant = await phoneMerchant(request);
      const parsed = identityPhoneSendSchema.safeParse(request.body);
      if (!parsed.success) {
        throw authError(
          400,
          IDENTITY_ERROR_CODES.PHONE_INVALID,
          'Enter the phone number with its country code, e.g. +639171234567',
        );
      }
      return ok(
        await phone.send(merchant, request.ip, parsed.data.phoneNumber, playerLanguage(request)),
      );
    },
  );

  app.post(
    IDENTITY_PATHS.phoneVerify,
    {
      config: { public: true },
      schema: {
        tags: ['identity'],
        summary:
          'Trades the SMS code for an id token of method phone (§4 phone verification); one use',
        description:
          'Value {idToken}. Errors: auth/invalid-verification-code (wrong code; 5 tries), auth/code-expired ' +
          '(expired, used or unknown sessionInfo, §8), auth/operation-not-allowed (403)',
        body: z.object({ sessionInfo: text(512), code: text(32) }),
        response: { 200: envelope(identityTokenSchema), ...responses },
      },
    },
    async (request) => {
      const merchant = await phoneMerchant(request);
      const parsed = identityPhoneVerifySchema.safeParse(request.body);
      if (!parsed.success) {
        if (parsed.error.issues.some((i) => i.path[0] === 'sessionInfo')) throw codeExpired();
        throw authError(
          400,
          IDENTITY_ERROR_CODES.CODE_INVALID,
          'Enter the 6-digit code from the SMS',
        );
      }
      return ok(await phone.verify(merchant, parsed.data.sessionInfo, parsed.data.code));
    },
  );
}
