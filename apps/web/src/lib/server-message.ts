import { i18next } from './i18n';

/** A server message in the user's language when we know its errorCode, else as the server said. */
export function translateServerMessage(code: string | null, message: string): string {
  const t = i18next.t.bind(i18next) as (key: string) => string;
  if (code && i18next.exists(code)) return t(code);
  if (message && i18next.exists(message)) return t(message);
  return message || t('unknown_error');
}
