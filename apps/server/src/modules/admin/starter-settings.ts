import type { MerchantSettings } from '@member-app/contract/schemas/merchant-settings';

/** The neutral icon set (assets/starter, rendered by scripts/render-icons.mjs starter). */
const STARTER_ICONS = '/static/starter/icon-{size}';

/**
 * The settings of a merchant made from the `empty` template. What makes a site work (countries,
 * feature flags, security, download-prompt rules, theme) comes from `base`; everything a player
 * reads as the brand is the new merchant's own: its name as title, app name and in every SEO text;
 * no logo (the header writes the name instead, which fits any name) and a neutral icon; no support
 * address, download links, social sign-in or Maya wallet of another merchant.
 */
export function starterSettings(base: MerchantSettings, name: string): MerchantSettings {
  const page = (title: string, description: string) => ({ title, description });
  return {
    ...base,
    name,
    customerService: null,
    mobileTemplate: {
      ...base.mobileTemplate,
      pwa: { title: name, icon: `${STARTER_ICONS}.webp` },
      apple_touch_icon: `${STARTER_ICONS.replace('{size}', '192')}.png`,
      image_logo: '',
      // Shown under the name (home's welcome, the download bar): it need not repeat it.
      app_desc: 'Games, promotions and daily rewards on your phone.',
    },
    resources: [
      { resourceType: 'AppDownloadIcon', url: `${STARTER_ICONS.replace('{size}', '96')}.webp` },
    ],
    sms: { ...base.sms, googleWebClientId: null, channels: [] },
    maya: { enabled: false },
    seo: {
      '*': {
        '/m/home': {
          ...page(`${name} | Games and promotions`, `Play at ${name} on your phone.`),
          canonical: '/m/home',
        },
        '/m/register': page(`Join ${name}`, `Create your ${name} account in seconds.`),
        '/m/activity': page(`Promotions | ${name}`, `The promotions of ${name}.`),
        '/m/help': page(`Help centre | ${name}`, `Answers about ${name} accounts and games.`),
        '/m/news': page(`News | ${name}`, `The latest announcements from ${name}.`),
      },
    },
    downloadPrompt: {
      ...base.downloadPrompt,
      app_desc: { enabled: true, value: `Get the ${name} app for faster games and deposits.` },
    },
  };
}

/**
 * The settings of a merchant made as a copy of another: everything as the source has it (images,
 * colours, features, download-prompt rules), except the texts a player reads as the brand: where
 * the source's name appears in the app's title (its name on the home screen and in the download
 * bar), the app description, the SEO titles and descriptions and the download prompt's text, the
 * new merchant's name is put instead, so a brand made as a copy never shows the other's name.
 */
export function copiedSettings(source: MerchantSettings, name: string): MerchantSettings {
  const from = source.name;
  const swap = (text: string) => (from ? text.split(from).join(name) : text);
  const seo = Object.fromEntries(
    Object.entries(source.seo).map(([domain, pages]) => [
      domain,
      Object.fromEntries(
        Object.entries(pages).map(([path, entry]) => [
          path,
          { ...entry, title: swap(entry.title), description: swap(entry.description) },
        ]),
      ),
    ]),
  );
  const appDesc = source.downloadPrompt.app_desc;
  return {
    ...source,
    name,
    mobileTemplate: {
      ...source.mobileTemplate,
      pwa: { ...source.mobileTemplate.pwa, title: swap(source.mobileTemplate.pwa.title) },
      app_desc: swap(source.mobileTemplate.app_desc),
    },
    seo,
    downloadPrompt: {
      ...source.downloadPrompt,
      app_desc: { ...appDesc, value: swap(appDesc.value) },
    },
  };
}
