/**
 * The boot config: what the server writes into the app's HTML for one host and the web app reads
 * once at start, before its first request. Zod-free and types only, so the web app's first-load
 * path stays small.
 */
import type { SeoEntry } from './rules/seo';

/** The id of the `<script type="application/json">` element that carries it. */
export const BOOT_CONFIG_ELEMENT_ID = 'mc-boot';

export interface BootConfig {
  merchantCode: string;
  merchantName: string;
  defaultLanguage: string;
  logo: string;
  /** SEO entries for this host by path (§2), so that client-side navigation keeps the tags right. */
  seo: Record<string, SeoEntry>;
}
