import { downloadPromptAllowedOn } from '@member-app/contract/rules/download-prompt';
import type {
  DownloadPromptConfig,
  DownloadSetting,
} from '@member-app/contract/schemas/download-prompt';

/**
 * §7 WPSCORE_getDownloadSetting: the merchant's download-prompt config (§3) as the page on `domain`
 * sees it. `enabled` is the master switch (download_condition_switch), and false as well where
 * domains_switch leaves the domain out (2 exclude the list, 3 only the list; a switch that is not
 * enabled means every domain). The domain list itself is not sent.
 */
export function resolveDownloadSetting(
  config: DownloadPromptConfig,
  domain: string,
): DownloadSetting {
  const { domains, domains_switch, ...rest } = config;
  const domainsSwitch = domains_switch.enabled ? domains_switch.value : 1;
  const list = domains.enabled ? domains.value : [];
  const enabled =
    config.download_condition_switch.enabled &&
    downloadPromptAllowedOn(domainsSwitch, list, domain);
  return { ...rest, enabled };
}
