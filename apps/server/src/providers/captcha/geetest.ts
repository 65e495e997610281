import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Adapters for Geetest's documented server APIs. The merchant's captcha id is public
 * (gw.GEETEST_ID); its key is server-only (secrets.geetestKey). Base URLs come from the
 * configuration so that a proxy, or a test double, can stand in for Geetest.
 */

const TIMEOUT_MS = 5_000;
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

export type GeetestOutcome = 'pass' | 'fail' | 'error';

export interface GeetestV4Answer {
  lotNumber: string;
  captchaOutput: string;
  passToken: string;
  genTime: string;
}

/**
 * Geetest v4 secondary validation: POST {base}/validate?captcha_id=... with the widget's answer and
 * sign_token = HMAC-SHA256(lot_number, key).
 */
export async function geetestV4Validate(
  baseUrl: string,
  captchaId: string,
  captchaKey: string,
  answer: GeetestV4Answer,
): Promise<GeetestOutcome> {
  const form = new URLSearchParams({
    lot_number: answer.lotNumber,
    captcha_output: answer.captchaOutput,
    pass_token: answer.passToken,
    gen_time: answer.genTime,
    sign_token: createHmac('sha256', captchaKey).update(answer.lotNumber).digest('hex'),
  });
  try {
    const res = await fetch(`${baseUrl}/validate?captcha_id=${encodeURIComponent(captchaId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) return 'error';
    const body = (await res.json()) as { status?: string; result?: string };
    if (body.status !== 'success') return 'error';
    return body.result === 'success' ? 'pass' : 'fail';
  } catch {
    return 'error';
  }
}

export interface GeetestV3Registration {
  /** What the widget gets: md5(origin challenge + key) online, a random one in fallback mode. */
  challenge: string;
  /** false: Geetest did not answer, the widget runs in its fallback mode. */
  success: boolean;
}

/** Geetest v3 register: GET {base}/register.php?gt=...&json_format=1, then md5(challenge + key). */
export async function geetestV3Register(
  baseUrl: string,
  gt: string,
  key: string,
): Promise<GeetestV3Registration> {
  try {
    const url = `${baseUrl}/register.php?gt=${encodeURIComponent(gt)}&json_format=1&digestmod=md5&new_captcha=1&sdk=member-app`;
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = res.ok ? ((await res.json()) as { challenge?: unknown }) : {};
    const origin = typeof body.challenge === 'string' ? body.challenge : '';
    if (origin.length === 32) return { challenge: md5(origin + key), success: true };
  } catch {
    // Geetest unreachable: fallback mode below.
  }
  return { challenge: randomBytes(16).toString('hex'), success: false };
}

export interface GeetestV3Answer {
  challenge: string;
  validate: string;
  seccode: string;
}

/**
 * Geetest v3 validate: the local check validate == md5(key + 'geetest' + challenge), then
 * POST {base}/validate.php, which answers {seccode: md5(seccode)} when Geetest agrees.
 */
export async function geetestV3Validate(
  baseUrl: string,
  gt: string,
  key: string,
  answer: GeetestV3Answer,
): Promise<GeetestOutcome> {
  if (answer.validate !== md5(key + 'geetest' + answer.challenge)) return 'fail';
  try {
    const res = await fetch(`${baseUrl}/validate.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        seccode: answer.seccode,
        challenge: answer.challenge,
        captchaid: gt,
        json_format: '1',
        sdk: 'member-app',
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) return 'error';
    const body = (await res.json()) as { seccode?: unknown };
    return body.seccode === md5(answer.seccode) ? 'pass' : 'fail';
  } catch {
    return 'error';
  }
}
