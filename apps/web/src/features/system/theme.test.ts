import { afterEach, describe, expect, it } from 'vitest';
import { themeVariables } from '@member-app/contract/rules/theme';
import type { Theme } from '@member-app/contract/schemas/merchant-settings';
import { applyTheme } from './theme';

const theme = (primary: string): Theme => ({
  primary,
  primaryContrast: '#ffffff',
  accent: '#ffcc00',
  background: '#0b1020',
  surface: '#151c33',
  text: '#f5f7ff',
  mutedText: '#9aa3c7',
  headerBackground: '#101828',
  headerText: '#ffffff',
});

/** The theme as the server writes it into the page (apps/server html.ts `themeCss`). */
function serverWrites(t: Theme) {
  const style = document.createElement('style');
  style.id = 'mc-theme';
  style.textContent = `:root{${Object.entries(themeVariables(t))
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;
  document.head.append(style);
}

afterEach(() => {
  document.getElementById('mc-theme')?.remove();
  document.documentElement.removeAttribute('style');
});

describe('applyTheme', () => {
  it('sets nothing when the page already has the theme the server wrote', () => {
    serverWrites(theme('#ff3366'));
    applyTheme(theme('#ff3366'));
    expect(document.documentElement.style.length).toBe(0);
  });

  it('sets the variables that differ from the written theme', () => {
    serverWrites(theme('#ff3366'));
    applyTheme(theme('#22aa55'));
    const set = Array.from(document.documentElement.style);
    expect(set.length).toBeGreaterThan(0);
    const changed = Object.entries(themeVariables(theme('#22aa55'))).filter(
      ([k, v]) => themeVariables(theme('#ff3366'))[k as keyof object] !== v,
    );
    for (const [k, v] of changed)
      expect(document.documentElement.style.getPropertyValue(k)).toBe(v);
    expect(set.length).toBe(changed.length);
  });

  it('sets every variable on a page without a written theme', () => {
    applyTheme(theme('#22aa55'));
    expect(document.documentElement.style.length).toBe(
      Object.keys(themeVariables(theme('#22aa55'))).length,
    );
  });
});
