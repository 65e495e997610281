/**
 * What the shell decides before the download prompt's code loads (§4 download prompt, §5/§6
 * eligibility): the prompt's session state and whether any of its triggers (download-prompt-rules.ts)
 * can answer this visitor at all. Kept apart from download-prompt-rules.ts, whose triggers, statistics and timers load only
 * once one of them can ask (issue 14: a guest on a merchant without login_required never runs
 * them). Pure: no DOM, no React.
 */
import type { DownloadSetting } from '@member-app/contract/schemas/download-prompt';
import type { DownloadPromptTrigger } from './download-prompt-rules';

const FORCED_TRIGGERS: readonly DownloadPromptTrigger[] = [
  'deposit_times_forced',
  'deposit_least_times_forced',
  'withdrawal_times_forced',
  'withdrawal_least_times_forced',
  'reg_days_forced',
];
export const isForcedTrigger = (t: DownloadPromptTrigger) => FORCED_TRIGGERS.includes(t);

/** The session state of the prompt (session storage). */
export interface DownloadPromptSession {
  /** Triggers already answered this session. */
  shown: string[];
  /** §4 "marked forced for the session": the forced trigger that keeps coming back. */
  forced: DownloadPromptTrigger | null;
  /** The player chose Download this session: no more prompts until the next one. */
  downloaded: boolean;
  /** When the in-game prompt last showed (epoch ms). */
  inGameAt: number | null;
}

export const DOWNLOAD_PROMPT_SESSION_KEY = 'MC_DL_PROMPT';
export const EMPTY_PROMPT_SESSION: DownloadPromptSession = {
  shown: [],
  forced: null,
  downloaded: false,
  inGameAt: null,
};

/** Reads the stored session state; anything malformed counts as a fresh session. */
export function parsePromptSession(raw: string | null): DownloadPromptSession {
  if (!raw) return EMPTY_PROMPT_SESSION;
  try {
    const v = JSON.parse(raw) as Partial<Record<keyof DownloadPromptSession, unknown>>;
    if (!v || typeof v !== 'object') return EMPTY_PROMPT_SESSION;
    // Only a forced trigger is kept as the session's forced one.
    const forced = (FORCED_TRIGGERS as readonly unknown[]).includes(v.forced)
      ? (v.forced as DownloadPromptTrigger)
      : null;
    return {
      shown: Array.isArray(v.shown)
        ? v.shown.filter((s): s is string => typeof s === 'string')
        : [],
      forced,
      downloaded: v.downloaded === true,
      inGameAt: typeof v.inGameAt === 'number' && Number.isFinite(v.inGameAt) ? v.inGameAt : null,
    };
  } catch {
    return EMPTY_PROMPT_SESSION;
  }
}

/**
 * Whether any trigger can answer this visitor (§4): none while the master switch is off; a member's
 * triggers need a session; a guest is only ever asked by login_required (to log in first).
 */
export function downloadPromptMayAsk(config: DownloadSetting | null, loggedIn: boolean): boolean {
  return !!config?.enabled && (loggedIn || config.login_required.enabled);
}
