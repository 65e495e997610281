import { themeVariables } from '@member-app/contract/rules/theme';
import type { Theme } from '@member-app/contract/schemas/merchant-settings';

/** The theme the server wrote into the page (`<style id="mc-theme">`, its first rule `:root`). */
function serverTheme(): CSSStyleDeclaration | null {
  const sheet = (document.getElementById('mc-theme') as HTMLStyleElement | null)?.sheet;
  const rule = sheet?.cssRules[0];
  return rule instanceof CSSStyleRule ? rule.style : null;
}

/**
 * Refreshes the merchant theme's CSS variables from the site settings. Only the values that differ
 * from what the page already has are set: every variable set on the root element restyles the whole
 * page, and the server already wrote this theme into the HTML, so on arrival nothing is set (one
 * full style recalculation less on the first screen, issue "first screen fast").
 */
export function applyTheme(t: Theme): void {
  const style = document.documentElement.style;
  const written = serverTheme();
  for (const [k, v] of Object.entries(themeVariables(t))) {
    const current = style.getPropertyValue(k) || written?.getPropertyValue(k).trim() || '';
    if (current !== v) style.setProperty(k, v);
  }
}
