import { createApiClient } from './api-client';
import { getBootConfig } from './boot-config';
import { currentLanguage } from './i18n';
import { getSession } from './session';

/**
 * The app's API client: §7 "Authorization (token) and Merchant (merchantCode) come from the
 * session on authenticated URLs"; other calls name the page's merchant.
 */
export const api = createApiClient({
  token: () => getSession()?.token ?? null,
  merchantCode: (authenticated) =>
    (authenticated && getSession()?.merchantCode) || getBootConfig().merchantCode,
  language: currentLanguage,
  // Loaded on first use: only login and registration encrypt their bodies.
  encrypt: (body, retry) => import('./rsa-key').then((m) => m.encryptWithServerKey(body, retry)),
});
