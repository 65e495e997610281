import { themeVariables } from '@member-app/contract/rules/theme';
import type { Theme } from '@member-app/contract/schemas/merchant-settings';

/** Refreshes the merchant theme's CSS variables from the site settings. */
export function applyTheme(t: Theme): void {
  const style = document.documentElement.style;
  for (const [k, v] of Object.entries(themeVariables(t))) style.setProperty(k, v);
}
