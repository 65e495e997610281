import { BOOT_CONFIG_ELEMENT_ID, type BootConfig } from '@member-app/contract/boot-config';

const EMPTY: BootConfig = {
  merchantCode: '',
  merchantName: '',
  defaultLanguage: 'EN',
  logo: '',
  seo: {},
};

let boot: BootConfig | undefined;

/** The boot config the server wrote into this page's HTML (empty values when there is none). */
export function getBootConfig(): BootConfig {
  if (boot) return boot;
  const el =
    typeof document !== 'undefined' ? document.getElementById(BOOT_CONFIG_ELEMENT_ID) : null;
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
