import type { MerchantSettingsInput } from '@member-app/contract/schemas/merchant-settings';

/**
 * The demo merchant seeded on first start: realistic settings so that every screen has
 * something to show offline. Operators change these through the admin API.
 */
export const DEMO_MERCHANT_CODE = 'demo';

export const DEMO_DOMAINS = ['localhost', '127.0.0.1', 'www.luckystar.test', 'm.luckystar.test'];

/** Not a secret of any real system: the demo operator's default temporary password (§5). */
export const DEMO_TEMP_PASSWORD = 'Welcome#2026';

export const demoMerchantSettings: MerchantSettingsInput = {
  name: 'Lucky Star',
  defaultLanguage: 'EN',
  customerService: 'https://support.luckystar.test/chat',
  mobileTemplate: {
    theme: {
      primary: '#f5b301',
      primaryContrast: '#1a1300',
      accent: '#e8453c',
      background: '#0f1630',
      surface: '#1a2347',
      text: '#f4f6ff',
      mutedText: '#a7b0d6',
      headerBackground: '#0b1128',
      headerText: '#ffffff',
    },
    pwa: { title: 'Lucky Star', icon: '/static/demo/icon-{size}.webp' },
    desktop_app_feature: false,
    apple_touch_icon: '/static/demo/icon-192.png',
    image_logo: '/static/demo/logo.svg',
    app_desc: 'Lottery, slots and live games. Fast deposits, daily rewards.',
  },
  register: { captcha: { enabled: false } },
  resources: [
    { resourceType: 'Android', url: 'https://download.luckystar.test/luckystar.apk' },
    { resourceType: 'IOS', url: 'https://apps.apple.com/app/id0000000000' },
    { resourceType: 'AppDownloadIcon', url: '/static/demo/icon-96.webp' },
  ],
  whitelabelVal: {
    MOBILEAUTOLOGIN3: true,
    PWDEXPFORCECHANGE3: true,
    CBS3: true,
    STARTGAMEINAPP3: false,
    // §4 an identity no member is bound to yet registers a new account (or logs in to link one).
    FIREBASECREATEACC3: true,
    GOOGLELOGIN3: false,
    UPDATEMOBILEICC3: true,
    LOTTMINIGAME3: true,
    SEALOTTMINIGAME3: false,
    REWCEN3: true,
    MANDATORYAPPUPDATES3: false,
    GEETEST3: false,
    GEETESTTEST3: false,
    GEETESTVCODE3: false,
  },
  imageCDNs: [],
  // §4 social sign-in through the built-in identity provider (no Firebase project): the buttons the
  // login and register screens offer, and a web client id so that Google one-tap may show (§4).
  sms: {
    firebase: false,
    apiKey: null,
    googleWebClientId: 'luckystar-demo.apps.builtin',
    channels: ['google', 'facebook', 'twitter', 'line'],
  },
  // §7 login/maya: the demo Maya app at /identity/v1/maya/launch opens the app signed in.
  maya: { enabled: true },
  gw: { GEETEST_ID: null, GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9 },
  analytics: {},
  maintenance: {
    enabled: false,
    title: 'Scheduled maintenance',
    endTime: null,
    description: '系统维护中，请稍后再来。',
    descriptionEn: 'We are upgrading our systems. Please come back soon.',
  },
  regionRules: { allowedCountries: [], blockedCountries: [], blockedIps: [], allowedIps: [] },
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
    {
      code: 'VN',
      name: 'Vietnam',
      countryDialingCode: '84',
      currency: 'VND',
      currencySymbol: '₫',
      currencyPosition: 'suffix',
    },
    {
      code: 'TH',
      name: 'Thailand',
      countryDialingCode: '66',
      currency: 'THB',
      currencySymbol: '฿',
      currencyPosition: 'prefix',
    },
    {
      code: 'IN',
      name: 'India',
      countryDialingCode: '91',
      currency: 'INR',
      currencySymbol: '₹',
      currencyPosition: 'prefix',
    },
    {
      code: 'BR',
      name: 'Brazil',
      countryDialingCode: '55',
      currency: 'BRL',
      currencySymbol: 'R$',
      currencyPosition: 'prefix',
    },
    {
      code: 'ID',
      name: 'Indonesia',
      countryDialingCode: '62',
      currency: 'IDR',
      currencySymbol: 'Rp',
      currencyPosition: 'prefix',
    },
    {
      code: 'MY',
      name: 'Malaysia',
      countryDialingCode: '60',
      currency: 'MYR',
      currencySymbol: 'RM',
      currencyPosition: 'prefix',
    },
  ],
  defaultCountry: 'PH',
  showDialingCode: true,
  // Daily and weekly rewards and missions start over at midnight in Manila.
  timeZone: 'Asia/Manila',
  seo: {
    '*': {
      '/m/home': {
        title: 'Lucky Star | Lottery, slots and live games',
        description:
          'Play lottery, slots and live casino games on your phone. Daily rewards and fast withdrawals.',
        canonical: '/m/home',
      },
      '/m/register': {
        title: 'Join Lucky Star | Create your free account',
        description: 'Create your Lucky Star account in seconds and claim your welcome bonus.',
      },
      '/m/activity': {
        title: 'Promotions | Lucky Star',
        description: 'Welcome bonuses, daily rebates and weekly tournaments.',
      },
      '/m/help': {
        title: 'Help centre | Lucky Star',
        description: 'Answers about accounts, deposits and games.',
      },
      '/m/news': {
        title: 'News | Lucky Star',
        description: 'The latest announcements from Lucky Star.',
      },
    },
    'm.luckystar.test': {
      '/m/home': {
        title: 'Lucky Star Mobile | Play anywhere',
        description: 'The Lucky Star mobile site: lottery and games in your pocket.',
        canonical: 'https://www.luckystar.test/m/home',
      },
    },
  },
  // §3 download-prompt config (§2 screen 7, §4 triggers): a bottom sheet on every domain, asking on
  // the first-deposit and bind-card pages, after 3 deposits, 7 days after registration and a minute
  // into a game. The deposit-count triggers are switched on but not forced.
  downloadPrompt: {
    download_condition_switch: { enabled: true },
    app_desc: {
      enabled: true,
      value: 'Get the Lucky Star app: instant deposits, faster games and a ₱58 welcome gift.',
    },
    bottom_app_bar_mode: { enabled: true, value: 'bottom' },
    login_required: { enabled: false },
    bind_card: { enabled: true },
    first_deposit: { enabled: true },
    first_withdraw: { enabled: false },
    deposit_times: { enabled: true, value: 3 },
    reg_days: { enabled: true, value: 7 },
    in_game_popup_interval: { enabled: true, value: 60 },
    domains_switch: { enabled: true, value: 1 },
    domains: { enabled: false, value: [] },
    theme: { enabled: false, value: 'dark' },
  },
};

export const DEMO_CLUB_LABELS = [
  { labelName: 'Bronze', type: 'AUTO', rankLevel: 1 },
  { labelName: 'Silver', type: 'AUTO', rankLevel: 2 },
  { labelName: 'Gold', type: 'AUTO', rankLevel: 3 },
  { labelName: 'Platinum', type: 'AUTO', rankLevel: 4 },
  { labelName: 'Diamond', type: 'AUTO', rankLevel: 5 },
  { labelName: 'Partner', type: 'MANUAL', rankLevel: 0 },
] as const;

/** Fixed so the demo can be added to an authenticator app; never use it for a real account. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

interface DemoMember {
  userName: string;
  password: string;
  type: number;
  label: string | null;
  language: string;
  firstTimeLogin: boolean;
  countryDialingCode?: string;
  mobileNum?: string;
  email?: string;
  payeeName?: string;
  totpSecret?: string;
  secondFactors?: ('E' | 'P' | 'G' | 'S')[];
}

/**
 * Demo members of types 0, 1 and 4, and one with every second factor, printed
 * by `npm start`.
 */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    userName: 'demo_player',
    password: 'Player#2026',
    type: 0,
    label: 'Gold',
    language: 'EN',
    firstTimeLogin: false,
    countryDialingCode: '63',
    mobileNum: '9170000001',
  },
  {
    userName: 'demo_agent',
    password: 'Agent#2026',
    type: 1,
    label: 'Partner',
    language: 'EN',
    firstTimeLogin: false,
  },
  {
    userName: 'demo_limited',
    password: 'Limited#2026',
    type: 4,
    label: null,
    language: 'EN',
    firstTimeLogin: false,
  },
  {
    userName: 'demo_secure',
    password: 'Secure#2026',
    type: 0,
    label: 'Silver',
    language: 'EN',
    firstTimeLogin: false,
    countryDialingCode: '63',
    mobileNum: '9171234567',
    email: 'secure@luckystar.test',
    payeeName: 'Maria Santos',
    totpSecret: DEMO_TOTP_SECRET,
    secondFactors: ['E', 'P', 'G', 'S'],
  },
];
