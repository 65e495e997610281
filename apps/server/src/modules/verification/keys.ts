import type { SMS_PURPOSES } from '@member-app/contract/schemas/session';
import type { Merchant } from '../../domain/merchant';

export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** Where an SMS code lives: one code per merchant, purpose and number (a new send replaces it). */
export const smsCodeKey = (
  merchantCode: string,
  purpose: SmsPurpose,
  countryDialingCode: string,
  mobileNum: string,
) => `code:sms:${merchantCode}:${purpose}:${countryDialingCode}:${mobileNum}`;

/** Email codes are for second factor E only: one per member. */
export const emailCodeKey = (merchantCode: string, memberId: number) =>
  `code:email:${merchantCode}:${memberId}`;

/** §3 country info: the merchant's default country's dialing code. */
export function defaultDialingCode(merchant: Merchant): string {
  const { countries, defaultCountry } = merchant.settings;
  return (countries.find((c) => c.code === defaultCountry) ?? countries[0])!.countryDialingCode;
}
