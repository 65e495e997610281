import { z } from 'zod';
import { text } from './text';
import { DOWNLOAD_PROMPT_MODES, DOWNLOAD_PROMPT_THEMES } from '../rules/download-prompt';

/**
 * §3 "Download-prompt config (enabled/value settings)". Every setting is an object with `enabled`;
 * settings that carry a number, a text or a choice also have `value`. Every field has a default,
 * so merchants stored before the prompt existed parse to a switched-off prompt.
 *
 * How the app reads them (web: features/install/download-prompt-rules.ts):
 * - download_condition_switch: the master switch; off means no prompt at all.
 * - deposit_times / withdrawal_times: shown once the member's successful count reached `value`;
 *   deposit_least_times / withdrawal_least_times: shown while the count is below `value`;
 *   reg_days: shown once the member registered at least `value` days ago.
 * - every `*_forced` setting is a trigger of its own with its own `value` (an operator may ask
 *   nicely at 3 deposits and insist at 10); it makes the prompt non-closable (§4 "if not closable it
 *   is marked forced for the session").
 * - first_deposit / first_withdraw: on /m/voucherCenter or /m/withdraw while the count is 0;
 *   bind_card: on the bind-card pages (§2 routes); login_required: guests on landing pages are
 *   asked to log in or register first, members there are offered the download.
 * - in_game_popup_interval: `value` seconds after a game starts, then at most once per interval.
 * - domains_switch (1 all, 2 exclude `domains`, 3 only `domains`): resolved by the server.
 * - theme: a preset (light, dark) or the prompt's own colours; app_desc: the prompt's text;
 *   bottom_app_bar_mode: the bottom sheet or the fullscreen modal.
 */

const hexColor = text().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour');

const flag = () => z.object({ enabled: z.boolean().default(false) }).prefault({});
/** A count or a number of days; `value` is the threshold. */
const count = (fallback: number) =>
  z
    .object({
      enabled: z.boolean().default(false),
      value: z.number().int().min(0).max(1_000_000).default(fallback),
    })
    .prefault({});

export const downloadPromptThemeSchema = z.union([
  z.enum(DOWNLOAD_PROMPT_THEMES),
  z.object({ background: hexColor, text: hexColor, primary: hexColor, primaryContrast: hexColor }),
]);
export type DownloadPromptTheme = z.infer<typeof downloadPromptThemeSchema>;

export const downloadPromptConfigSchema = z.object({
  download_condition_switch: flag(),
  app_desc: z
    .object({ enabled: z.boolean().default(false), value: text(500).trim().default('') })
    .prefault({}),
  bottom_app_bar_mode: z
    .object({
      enabled: z.boolean().default(false),
      value: z.enum(DOWNLOAD_PROMPT_MODES).default('bottom'),
    })
    .prefault({}),
  login_required: flag(),
  bind_card: flag(),
  first_deposit: flag(),
  first_withdraw: flag(),
  deposit_times: count(1),
  deposit_times_forced: count(1),
  deposit_least_times: count(1),
  deposit_least_times_forced: count(1),
  withdrawal_times: count(1),
  withdrawal_times_forced: count(1),
  withdrawal_least_times: count(1),
  withdrawal_least_times_forced: count(1),
  reg_days: count(7),
  reg_days_forced: count(30),
  /** Seconds; at least 5 so that a game is never interrupted at once. */
  in_game_popup_interval: z
    .object({
      enabled: z.boolean().default(false),
      value: z.number().int().min(5).max(86_400).default(60),
    })
    .prefault({}),
  domains_switch: z
    .object({
      enabled: z.boolean().default(false),
      value: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
    })
    .prefault({}),
  domains: z
    .object({
      enabled: z.boolean().default(false),
      value: z.array(text(253).trim().min(1)).max(500).default([]),
    })
    .prefault({}),
  theme: z
    .object({
      enabled: z.boolean().default(false),
      value: downloadPromptThemeSchema.default('dark'),
    })
    .prefault({}),
});
export type DownloadPromptConfig = z.infer<typeof downloadPromptConfigSchema>;
export type DownloadPromptConfigInput = z.input<typeof downloadPromptConfigSchema>;

/** §7 relay WPSCORE_getDownloadSetting input: the page's domain (host name, a port is ignored). */
export const downloadSettingInputSchema = z.object({
  domain: text(253)
    .trim()
    .toLowerCase()
    .min(1)
    .max(253)
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*\.?(:\d{1,5})?$/, 'a host name'),
});

/**
 * §7 relay WPSCORE_getDownloadSetting value: the merchant's config resolved for the domain.
 * `enabled` is download_condition_switch, false as well where domains_switch leaves this domain
 * out; the domain list itself stays on the server.
 */
export const downloadSettingSchema = downloadPromptConfigSchema
  .omit({ domains: true, domains_switch: true })
  .extend({ enabled: z.boolean() })
  .meta({ id: 'DownloadSetting' });
export type DownloadSetting = z.infer<typeof downloadSettingSchema>;
