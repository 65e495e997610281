import { deviceHeader, registerMethod } from './rules';

function standalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** §3 Device header of login and registration, from the page's context. */
export function currentDevice(): 'IPAD' | 'PWA' | 'WEBCLIP' | null {
  return deviceHeader({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: standalone(),
    search: window.location.search,
  });
}

/** §3 registerMethod of the register payload. */
export function currentRegisterMethod(): 'APP' | 'H5' | 'WEBCLIP' | 'PWA' {
  const q = new URLSearchParams(window.location.search);
  return registerMethod({
    inApp: q.get('inApp') === '1' || q.get('inApp') === 'true',
    standalone: standalone(),
    search: window.location.search,
  });
}
