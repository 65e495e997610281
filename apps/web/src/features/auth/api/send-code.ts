import { api } from '../../../lib/api';

export interface CodeSent {
  expirationTime: number;
}

/** §7 POST /wps/verification/sms/noLogin: countryDialingCode, mobileNum → value.expirationTime. */
export function sendSmsCode(body: {
  countryDialingCode: string;
  mobileNum: string;
  purpose: 'register' | 'login' | 'verify';
  geetestValidateV4?: string;
}): Promise<CodeSent> {
  return api.post<CodeSent>('/wps/verification/sms/noLogin', body, { alert: false });
}

/** Second-factor method E: a code to the member's email, which the member types back to prove it. */
export function sendEmailCode(body: {
  username: string;
  password: string;
  email: string;
}): Promise<CodeSent> {
  return api.post<CodeSent>('/wps/verification/email/noLogin', body, { alert: false });
}
