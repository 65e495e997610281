import type { Theme } from '../schemas/merchant-settings';

/** The merchant theme as CSS custom properties, written by the server and refreshed by the app. */
export function themeVariables(t: Theme): Record<string, string> {
  return {
    '--mc-primary': t.primary,
    '--mc-on-primary': t.primaryContrast,
    '--mc-accent': t.accent,
    '--mc-bg': t.background,
    '--mc-surface': t.surface,
    '--mc-text': t.text,
    '--mc-muted': t.mutedText,
    '--mc-header-bg': t.headerBackground,
    '--mc-header-text': t.headerText,
  };
}
