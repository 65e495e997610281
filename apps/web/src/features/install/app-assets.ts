import type { SiteSettings } from '@member-app/contract/schemas/system';

/** The app icon shown by the install prompt, the iOS guide and the download bar. */
export function appIcon(settings: SiteSettings): string {
  return (
    settings.resources.find((r) => r.resourceType === 'AppDownloadIcon')?.url ||
    settings.mobileTemplate.apple_touch_icon ||
    settings.mobileTemplate.pwa.icon.replace('{size}', '192')
  );
}

/** The app's display name. */
export function appName(settings: SiteSettings): string {
  return settings.mobileTemplate.pwa.title || settings.merchantName;
}
