/**
 * The merchant the operator last worked on in this tab, so that screens outside a merchant (the
 * audit log, the account) keep the switcher and the merchant's links where they were.
 */
const KEY = 'console.merchant';

export function lastMerchant(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberMerchant(code: string): void {
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    // Only this screen knows it then.
  }
}
