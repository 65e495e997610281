import { getDeviceId } from '../../lib/device-id';
import { readRegInfo, readTrackingObject } from '../../lib/tracking-params';
import { currentRegisterMethod } from './device';

/**
 * §3 Register payload, the part every registration shares (username, mobile, identity): method,
 * address, device, domain, the referral and affiliate of this address or the landing's (§6), the
 * pixel tracking object, and login true.
 */
export function registerCommon(referral: string | null) {
  const query = new URLSearchParams(window.location.search);
  const code = (
    referral ??
    query.get('referralCode') ??
    query.get('r') ??
    readRegInfo().referralCode ??
    ''
  ).trim();
  const affiliateCode = query.get('affiliateCode') ?? readRegInfo().affiliateCode;
  const pixelTrack = readTrackingObject();
  return {
    registerMethod: currentRegisterMethod(),
    registerUrl: window.location.href.slice(0, 2048),
    loginDeviceId: getDeviceId(),
    isOfficialAppLogin: false,
    domain: window.location.hostname,
    ...(code ? { referralCode: code } : {}),
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(Object.keys(pixelTrack).length > 0 ? { pixelTrack } : {}),
    login: true,
  };
}
