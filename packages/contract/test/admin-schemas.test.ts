import { describe, expect, it } from 'vitest';
import { merchantSettingsSchema } from '../src/schemas/merchant-settings';
import {
  memberSearchQuerySchema,
  merchantCreateSchema,
  merchantSettingsInputSchema,
  merchantSettingsViewSchema,
  operatorLoginSchema,
  pageQuerySchema,
  paged,
} from '../src/schemas/admin';
import {
  CONTENT_ITEM_SCHEMAS,
  CONTENT_TYPES,
  contentItemSchema,
  contentPatchSchema,
} from '../src/schemas/admin-content';
import { imageUrlSchema } from '../src/schemas/image-url';
import { maskSecrets } from '../src/rules/secrets';
import { z } from 'zod';

const colour = '#112233';
const settings = merchantSettingsSchema.parse({
  name: 'Shop',
  defaultLanguage: 'EN',
  customerService: null,
  mobileTemplate: {
    theme: Object.fromEntries(
      [
        'primary',
        'primaryContrast',
        'accent',
        'background',
        'surface',
        'text',
        'mutedText',
        'headerBackground',
        'headerText',
      ].map((k) => [k, colour]),
    ),
    pwa: { title: 'Shop', icon: '/icon.png' },
    desktop_app_feature: false,
    apple_touch_icon: '/icon.png',
    image_logo: '/logo.png',
    app_desc: 'Shop',
  },
  register: { captcha: { enabled: false } },
  resources: [],
  whitelabelVal: {},
  imageCDNs: [],
  sms: { firebase: false, apiKey: null },
  gw: { GEETEST_ID: null },
  analytics: {},
  maintenance: { enabled: false },
  regionRules: {},
  enforceDomains: false,
  countries: [
    {
      code: 'PH',
      name: 'Philippines',
      countryDialingCode: '63',
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'prefix',
    },
  ],
  defaultCountry: 'PH',
  showDialingCode: true,
  seo: {},
  secrets: {
    geetestKey: 'gt-secret',
    fcmServiceAccount: { clientEmail: 'a@b.test', privateKey: 'PEM' },
  },
  tracking: { s2s: { facebook: { enabled: true, accessToken: 'fb-token' } } },
});

describe('merchant settings as an operator sees and writes them', () => {
  it('the masked settings fit the view schema, with no secret in them', () => {
    const view = merchantSettingsViewSchema.parse(maskSecrets(settings));
    expect(view.secrets.geetestKey).toEqual({ set: true });
    expect(JSON.stringify(view)).not.toMatch(/gt-secret|PEM|fb-token/);
  });

  it('the view schema refuses a secret in clear (an answer leaking one fails its schema)', () => {
    expect(merchantSettingsViewSchema.safeParse(settings).success).toBe(false);
  });

  it('the input schema takes new values, null or the marker sent back', () => {
    expect(merchantSettingsInputSchema.safeParse(maskSecrets(settings)).success).toBe(true);
    expect(merchantSettingsInputSchema.safeParse(settings).success).toBe(true);
    const cleared = { ...settings, secrets: { geetestKey: null, fcmServiceAccount: null } };
    expect(merchantSettingsInputSchema.safeParse(cleared).success).toBe(true);
  });
});

describe('paged lists', () => {
  it('bounds the page size', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, size: 20 });
    expect(pageQuerySchema.safeParse({ size: '101' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    const page = paged(z.number());
    expect(page.safeParse({ items: [1], total: 1, page: 1, size: 500 }).success).toBe(false);
  });

  it('member search takes dates as YYYY-MM-DD and ids as numbers', () => {
    expect(memberSearchQuerySchema.parse({ regFrom: '2026-01-01', id: '100001' })).toMatchObject({
      regFrom: '2026-01-01',
      id: 100001,
    });
    expect(memberSearchQuerySchema.safeParse({ regFrom: '01/01/2026' }).success).toBe(false);
  });
});

describe('operator login and merchant creation', () => {
  it('takes a six-digit TOTP code or none', () => {
    expect(operatorLoginSchema.safeParse({ username: 'a', password: 'b' }).success).toBe(true);
    expect(
      operatorLoginSchema.safeParse({ username: 'a', password: 'b', totp: '12345' }).success,
    ).toBe(false);
  });

  it('creates a merchant from a copy or an empty template, with lower-cased domains', () => {
    const parsed = merchantCreateSchema.parse({
      code: 'second',
      name: 'Second',
      domains: ['Second.TEST'],
      tempPassword: 'Temp#2026x',
      template: { kind: 'copy', from: 'demo' },
    });
    expect(parsed.domains).toEqual(['second.test']);
    expect(merchantCreateSchema.safeParse({ ...parsed, template: { kind: 'copy' } }).success).toBe(
      false,
    );
  });
});

describe('content item schemas', () => {
  it('accepts site paths and https images, refuses scripts and data URLs', () => {
    expect(imageUrlSchema.safeParse('/uploads/a.png').success).toBe(true);
    expect(imageUrlSchema.safeParse('https://cdn.test/a.png').success).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '//evil.test/a.png',
      'http://x.test/a.png',
    ]) {
      expect(imageUrlSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('an update applies no defaults, so a field left out keeps its stored value', () => {
    for (const type of CONTENT_TYPES) {
      const patch = contentPatchSchema(type).parse({ enabled: false });
      expect(patch, type).toEqual({ enabled: false });
    }
    expect(contentPatchSchema('banners').safeParse({}).success).toBe(false);
  });

  it('a stored item is its input plus id, enabled and sortOrder', () => {
    const banner = CONTENT_ITEM_SCHEMAS.banners.parse({
      groupName: 'main',
      title: 'Welcome',
      imageUrl: '/uploads/a.png',
    });
    expect(
      contentItemSchema('banners').parse({ ...banner, id: 1, enabled: true, sortOrder: 0 }),
    ).toMatchObject({
      linkageType: null,
      enabled: true,
    });
  });
});
