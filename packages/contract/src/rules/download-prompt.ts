/**
 * The download prompt (SPEC §2 screen 7, §3 "Download-prompt config", §4 triggers, §5/§6
 * eligibility, §7 WPSCORE_getDownloadSetting): constants and the domain rule shared by the server
 * and the web app. Zod-free, so the web app may import it.
 */

/** §7 relay "WPSCORE_getDownloadSetting (domain)": the download-prompt config for a domain. */
export const DOWNLOAD_SETTING_PATH = '/wps/relay/WPSCORE_getDownloadSetting';

/**
 * §4 "polled every 30 s and 2500 ms after deposit events": the window event a cashier dispatches
 * when a deposit was submitted or credited. The deposit flow itself is "not shown" in SPEC (§1), so
 * nothing in this app fires it yet; the download prompt rechecks the statistics 2500 ms after it.
 */
export const DEPOSIT_EVENT = 'mc:deposit';
export interface DepositEventDetail {
  amount?: number;
  currency?: string;
}

/** §3 bottom_app_bar_mode: the bottom sheet or the fullscreen modal (§2 screen 7). */
export const DOWNLOAD_PROMPT_MODES = ['bottom', 'fullscreen'] as const;
export type DownloadPromptMode = (typeof DOWNLOAD_PROMPT_MODES)[number];

/** §3 theme presets; a theme may instead name its own colours. */
export const DOWNLOAD_PROMPT_THEMES = ['light', 'dark'] as const;

/** §3 "domains_switch (1 all, 2 exclude list, 3 include list)". */
export const DOMAINS_SWITCH = { ALL: 1, EXCLUDE: 2, INCLUDE: 3 } as const;
export type DomainsSwitch = (typeof DOMAINS_SWITCH)[keyof typeof DOMAINS_SWITCH];

/** §4 triggers that are only on or off. */
export const DOWNLOAD_PROMPT_FLAG_TRIGGERS = [
  'login_required',
  'bind_card',
  'first_deposit',
  'first_withdraw',
] as const;

/** §4 triggers on the member's deposit or withdrawal counts (reached, or still below a minimum). */
export const DOWNLOAD_PROMPT_COUNT_TRIGGERS = [
  'deposit_times',
  'deposit_times_forced',
  'deposit_least_times',
  'deposit_least_times_forced',
  'withdrawal_times',
  'withdrawal_times_forced',
  'withdrawal_least_times',
  'withdrawal_least_times_forced',
] as const;

/** §5 "Download-prompt eligibility: member type 0, 1, 2" (§6 the same). */
export const DOWNLOAD_PROMPT_MEMBER_TYPES: readonly number[] = [0, 1, 2];

/** A host as the domain list compares it: lower case, no port, no trailing dot. */
export function normalizeDomain(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** One list entry: an exact host, or `*.example.com` for every subdomain of example.com. */
function domainMatches(entry: string, host: string): boolean {
  const e = normalizeDomain(entry);
  if (e.startsWith('*.')) return host.endsWith(e.slice(1));
  return e === host;
}

/**
 * §3 domains_switch: 1 every domain, 2 every domain except those listed, 3 only the listed ones.
 * An unknown value counts as 1 (the prompt stays where the operator switched it on).
 */
export function downloadPromptAllowedOn(
  domainsSwitch: number,
  domains: readonly string[],
  host: string,
): boolean {
  const h = normalizeDomain(host);
  const listed = domains.some((d) => domainMatches(d, h));
  if (domainsSwitch === DOMAINS_SWITCH.EXCLUDE) return !listed;
  if (domainsSwitch === DOMAINS_SWITCH.INCLUDE) return listed;
  return true;
}
