import { APP_PATHS } from '@member-app/contract/routes';

// ----- §4 install prompt, §2 screens 4 and 5 -----

/** §2 "The home-screen install prompt appears only on /, /m/home and /m/index.html." */
export const INSTALL_PROMPT_PATHS = ['/', APP_PATHS.home, APP_PATHS.indexHtml] as const;
/** After this many declines the prompt stops asking (an install sets the count to 99, §4). */
export const MAX_INSTALL_DECLINES = 3;
/** §4 "Delays 1000, 1900, 2000 ms": start waiting for the event, show the prompt, show the alternative. */
export const INSTALL_DELAYS_MS = { start: 1_000, prompt: 1_900, alternative: 2_000 } as const;
/** §4 "Declined: session flags set and declines counted"; "if unavailable it sets a flag". */
export const INSTALL_DECLINED_SESSION_KEY = 'MC_A2HS_DECLINED';
export const INSTALL_UNAVAILABLE_SESSION_KEY = 'MC_A2HS_UNAVAILABLE';

export function installPromptAllowedOn(pathname: string): boolean {
  return (INSTALL_PROMPT_PATHS as readonly string[]).includes(pathname);
}

/** In-app browsers of social apps on Android, where "add to home screen" does not exist. */
const ANDROID_IN_APP = /FBAN|FBAV|FB_IAB|Instagram|Line\/|MicroMessenger|TikTok|musical_ly|; wv\)/i;

/**
 * §4 "if unavailable it sets a flag and uses an alternative (open in Chrome for Android in-app
 * browsers, the iOS guide)".
 */
export function installAlternative(userAgent: string): 'ios-guide' | 'open-in-chrome' | 'none' {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios-guide';
  if (/Android/i.test(userAgent) && ANDROID_IN_APP.test(userAgent)) return 'open-in-chrome';
  return 'none';
}

export function shouldOfferInstall(input: {
  pathname: string;
  standalone: boolean;
  inNativeApp: boolean;
  installed: boolean;
  declinedThisSession: boolean;
  declineCount: number;
}): boolean {
  return (
    installPromptAllowedOn(input.pathname) &&
    !input.standalone &&
    !input.inNativeApp &&
    !input.installed &&
    !input.declinedThisSession &&
    input.declineCount < MAX_INSTALL_DECLINES
  );
}

/** Android's way to open the same address in Chrome from an in-app browser. */
export function chromeIntentUrl(href: string): string {
  const url = new URL(href);
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${url.protocol.replace(':', '')};package=com.android.chrome;end`;
}

/** The §9 `inApp` query parameter or the native shell's user agent mark the native app. */
export { inNativeApp as isNativeApp } from '@member-app/contract/rules/downloads';

// ----- §2 screen 6, §4 download bar -----

/** §4 "Download bar: shown or hidden by session flag hideDownloadBar". */
export const HIDE_DOWNLOAD_BAR_KEY = 'hideDownloadBar';

/**
 * §4 "hidden in PWA, in the native app, or as a web clip without an iOS link"; also hidden when
 * the session flag is set or the merchant has no download for this device.
 */
export function showsDownloadBar(input: {
  hiddenThisSession: boolean;
  standalone: boolean;
  ios: boolean;
  inNativeApp: boolean;
  hasIosLink: boolean;
  downloadUrl: string | null;
}): boolean {
  if (input.hiddenThisSession || input.inNativeApp || !input.downloadUrl) return false;
  if (input.standalone) {
    // An iOS web clip still offers the real app when there is an iOS link; an installed PWA never.
    return input.ios && input.hasIosLink;
  }
  return true;
}
