import {
  downloadSettingInputSchema,
  downloadSettingSchema,
} from '@member-app/contract/schemas/download-prompt';
import type { App } from '../../lib/app-instance';
import { relayRoute } from '../../lib/relay';
import { resolveDownloadSetting } from './service';

/** App downloads (§2 screen 7, §3 download-prompt config, §7 WPSCORE_getDownloadSetting). */
export const downloadRoutes = async (app: App) => {
  relayRoute(app, 'WPSCORE_getDownloadSetting', {
    input: downloadSettingInputSchema,
    value: downloadSettingSchema,
    // Guests get it too: login_required asks them on landing pages (§4).
    auth: 'optional',
    tags: ['downloads'],
    summary: "§7 the merchant's download-prompt config (§3) resolved for the page's domain",
    description:
      'enabled is download_condition_switch, and false where domains_switch (1 all, 2 exclude list, 3 include list) leaves the domain out.',
    handler: async (request, input) => {
      const { merchant } = await request.merchantContext();
      return resolveDownloadSetting(merchant.settings.downloadPrompt, input.domain);
    },
  });
};
