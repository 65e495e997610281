import type { SeoEntry } from '@member-app/contract/rules/seo';

/** What the server wrote into the HTML for this host (apps/server/src/modules/web/html.ts). */
export interface BootConfig {
  merchantCode: string;
  merchantName: string;
  defaultLanguage: string;
  logo: string;
  /** SEO entries for this host, by path (§2), so client navigation keeps the tags right. */
  seo: Record<string, SeoEntry>;
}

const EMPTY: BootConfig = {
  merchantCode: '',
  merchantName: '',
  defaultLanguage: 'EN',
  logo: '',
  seo: {},
};

let boot: BootConfig | undefined;

export function getBootConfig(): BootConfig {
  if (boot) return boot;
  const el = typeof document !== 'undefined' ? document.getElementById('mc-boot') : null;
  try {
    boot = el?.textContent
      ? { ...EMPTY, ...(JSON.parse(el.textContent) as Partial<BootConfig>) }
      : EMPTY;
  } catch {
    boot = EMPTY;
  }
  return boot;
}

/** Tests only. */
export function resetBootConfig(): void {
  boot = undefined;
}
