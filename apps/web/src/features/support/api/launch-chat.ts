import type { LaunchChat, LaunchChatInput } from '@member-app/contract/schemas/member-area';
import type { ChatLanguage } from '@member-app/contract/rules/member-area';
import { api } from '../../../lib/api';

/** §7 relay CBS_launchChat, in the §9 chat language (`chatLanguageFor` of the UI language). */
export const launchChat = (language: ChatLanguage) =>
  api.post<LaunchChat>('/wps/relay/CBS_launchChat', { language } satisfies LaunchChatInput, {
    alert: false,
  });
