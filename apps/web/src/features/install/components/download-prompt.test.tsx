import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadSetting } from '@member-app/contract/schemas/download-prompt';
import type { SiteSettings } from '@member-app/contract/schemas/system';
import { setupI18n } from '../../../lib/i18n';
import { DownloadPrompt } from './download-prompt';
import { PROMPT_TRIGGERS_OFF } from '../download-setting.fake';

const openDownload = vi.hoisted(() => vi.fn());
vi.mock('../open-download', () => ({ openDownload }));
vi.mock('../api/app-download-announcement', () => ({
  useAppDownloadAnnouncement: () => ({
    data: {
      id: 1,
      type: 'PR',
      category: 'app_download',
      title: 'App gift ₱58',
      content: '<p>Log in once in the app.</p>',
      createdAt: '',
    },
  }),
}));

const IOS17 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
const IOS16 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Version/16.6 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

const settings = {
  merchantName: 'Lucky Star',
  mobileTemplate: {
    pwa: { title: 'Lucky Star', icon: '/i-{size}.png' },
    apple_touch_icon: '/i.png',
    app_desc: 'Template text',
  },
  resources: [
    { resourceType: 'IOS', url: 'https://dl.example/lucky.ipa' },
    { resourceType: 'MOBILECONFIG', url: 'https://dl.example/lucky.mobileconfig' },
    { resourceType: 'Android', url: 'https://dl.example/lucky.apk' },
  ],
} as unknown as SiteSettings;

const config: DownloadSetting = {
  ...PROMPT_TRIGGERS_OFF,
  app_desc: { enabled: true, value: 'Prompt text from §3 app_desc' },
  bind_card: { enabled: true },
};

const decision = {
  trigger: 'bind_card' as const,
  answers: ['bind_card' as const],
  forced: false,
  audience: 'member' as const,
};

beforeAll(async () => {
  await setupI18n('EN');
});
let ua: string;
beforeEach(() => {
  openDownload.mockClear();
  ua = ANDROID;
  vi.spyOn(navigator, 'userAgent', 'get').mockImplementation(() => ua);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const renderPrompt = (props: Partial<Parameters<typeof DownloadPrompt>[0]> = {}) => {
  const onDownloaded = vi.fn();
  const onClosed = vi.fn();
  render(
    <DownloadPrompt
      settings={settings}
      config={config}
      decision={decision}
      onDownloaded={onDownloaded}
      onClosed={onClosed}
      {...props}
    />,
  );
  return { onDownloaded, onClosed };
};

describe('§2 screen 7 download prompt', () => {
  it('§3 shows app_desc, the reason, the app_download announcement; Download opens the device link', () => {
    const { onDownloaded } = renderPrompt();
    const dialog = screen.getByRole('dialog', { name: 'Get the Lucky Star app' });
    expect(dialog).toHaveTextContent('Prompt text from §3 app_desc');
    expect(dialog).toHaveTextContent('Manage your cards and payout accounts securely in the app.');
    expect(screen.getByRole('heading', { name: 'App gift ₱58' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Download the app' }));
    expect(openDownload).toHaveBeenCalledWith('https://dl.example/lucky.apk');
    expect(onDownloaded).toHaveBeenCalled();
  });

  it('§4 a forced prompt has no close button and no "Not now"', () => {
    renderPrompt({ decision: { ...decision, trigger: 'reg_days_forced', forced: true } });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Not now' })).toBeNull();
    expect(screen.getByText('Download the app to continue.')).toBeInTheDocument();
  });

  it('§3 bottom_app_bar_mode fullscreen draws the fullscreen modal', () => {
    renderPrompt({
      config: { ...config, bottom_app_bar_mode: { enabled: true, value: 'fullscreen' } },
    });
    expect(screen.getByRole('dialog')).toHaveClass('modal--fullscreen');
  });

  it('§4 login_required for a guest offers Log in and Join now instead of Download', () => {
    renderPrompt({ decision: { ...decision, trigger: 'login_required', audience: 'guest' } });
    expect(
      screen.getByRole('dialog', { name: 'Join Lucky Star to get the app' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download the app' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join now' })).toBeInTheDocument();
  });
});

describe('§8 iOS downloads', () => {
  it('§8 iOS 17+ shows ios17_download_tips before the download', () => {
    ua = IOS17;
    const { onDownloaded } = renderPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'Download the app' }));
    expect(screen.getByRole('status')).toHaveTextContent('On iOS 17 and later');
    expect(openDownload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to download' }));
    expect(openDownload).toHaveBeenCalledWith('https://dl.example/lucky.ipa');
    expect(onDownloaded).toHaveBeenCalled();
    // The tips stay on screen until the player is done.
    expect(screen.getByRole('button', { name: 'Got it' })).toBeInTheDocument();
  });

  it('§8 older iOS shows app_goto_setting, then fetches the provisioning profile (MOBILECONFIG)', () => {
    vi.useFakeTimers();
    ua = IOS16;
    renderPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'Download the app' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Open Settings and tap “Profile Downloaded”',
    );
    expect(openDownload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_500));
    expect(openDownload).toHaveBeenCalledWith('https://dl.example/lucky.mobileconfig');
  });
});
