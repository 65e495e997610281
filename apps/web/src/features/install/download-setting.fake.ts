import type { DownloadSetting } from '@member-app/contract/schemas/download-prompt';

const off = { enabled: false };
const n = { enabled: false, value: 1 };

/**
 * A download-prompt config for tests: the master switch on, every trigger off. Each test switches
 * on what it checks (`{ ...PROMPT_TRIGGERS_OFF, bind_card: { enabled: true } }`).
 */
export const PROMPT_TRIGGERS_OFF: DownloadSetting = {
  enabled: true,
  download_condition_switch: { enabled: true },
  app_desc: { enabled: false, value: '' },
  bottom_app_bar_mode: { enabled: true, value: 'bottom' },
  login_required: off,
  bind_card: off,
  first_deposit: off,
  first_withdraw: off,
  deposit_times: n,
  deposit_times_forced: n,
  deposit_least_times: n,
  deposit_least_times_forced: n,
  withdrawal_times: n,
  withdrawal_times_forced: n,
  withdrawal_least_times: n,
  withdrawal_least_times_forced: n,
  reg_days: n,
  reg_days_forced: n,
  in_game_popup_interval: { enabled: false, value: 60 },
  theme: { enabled: false, value: 'dark' },
};
