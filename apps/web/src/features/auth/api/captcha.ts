import type { CaptchaInit, CaptchaVerifyRequest } from '@member-app/contract/schemas/captcha';
import { api } from '../../../lib/api';

/** §7 GET /wps/captcha/geetest?t=: captcha init (Geetest or the built-in proof of work). */
export function getCaptcha(): Promise<CaptchaInit> {
  return api.get<CaptchaInit>('/wps/captcha/geetest', { query: { t: Date.now() }, alert: false });
}

/** The solved captcha, checked once by the server, becomes a pass token (§9: 50 chars, 60 s). */
export function verifyCaptcha(
  body: CaptchaVerifyRequest,
): Promise<{ captchaToken: string; expiresAt: number }> {
  return api.post('/wps/captcha/verify', body, { alert: false });
}
