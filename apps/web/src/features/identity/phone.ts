import type { TFunction } from 'i18next';
import type { SmsSettings } from './client';
import { loadIdentityClient } from './client';
import { alertIdentityError } from './error-alert';
import { firebaseResendAt, toE164 } from './rules';

/**
 * §4 phone verification through the identity provider, for the auth forms (the IdentityPort):
 * "send the SMS code to + dialing code + number, then confirm the code to get an id token". Errors
 * are shown through the §8 catalogue; the caller gets null.
 */
export async function sendPhoneCode(
  sms: SmsSettings,
  dialingCode: string,
  mobile: string,
  t: TFunction,
): Promise<number | null> {
  try {
    const client = await loadIdentityClient(sms);
    await client.sendPhoneCode(toE164(dialingCode, mobile));
    // §4 "countdown (60 s under firebase ...)".
    return firebaseResendAt(Date.now());
  } catch (e) {
    await alertIdentityError(e, t);
    return null;
  }
}

export async function confirmPhoneCode(
  sms: SmsSettings,
  code: string,
  t: TFunction,
): Promise<string | null> {
  try {
    return await (await loadIdentityClient(sms)).confirmPhoneCode(code);
  } catch (e) {
    await alertIdentityError(e, t);
    return null;
  }
}
