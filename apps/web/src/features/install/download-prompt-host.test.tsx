import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadSetting } from '@member-app/contract/schemas/download-prompt';
import type { SiteSettings } from '@member-app/contract/schemas/system';
import { clearSession, setSession } from '../../lib/session';
import { statusQueryKey } from '../../lib/site-settings';
import { downloadSettingQueryKey } from './api/download-setting';
import type { DownloadPromptDecision } from './download-prompt-rules';
import type DownloadPromptWatcher from './download-prompt-watcher';
import type { DownloadPromptWatcherProps } from './download-prompt-watcher';
import { DownloadPromptHost } from './download-prompt-host';
import { PROMPT_TRIGGERS_OFF } from './download-setting.fake';

// The prompt's own dialog has its tests (components/download-prompt.test.tsx): here it only says
// which decision it was opened with.
vi.mock('./components/download-prompt', () => ({
  DownloadPrompt: ({ decision }: { decision: DownloadPromptDecision }) => (
    <div role="dialog" data-audience={decision.audience}>
      {decision.trigger}
    </div>
  ),
}));
// Whether the host asked for the triggers' part (download-prompt-watcher.tsx): it is a lazy part,
// so its code is fetched when first rendered.
const watcher = vi.hoisted(() => ({ rendered: false }));
vi.mock('./download-prompt-watcher', async (importOriginal) => {
  const actual = await importOriginal<{ default: typeof DownloadPromptWatcher }>();
  return {
    default: (props: DownloadPromptWatcherProps) => {
      watcher.rendered = true;
      return <actual.default {...props} />;
    },
  };
});
vi.mock('../../lib/api', () => ({
  api: {
    get: () => Promise.resolve({ id: 7, userName: 'amy', type: 0, regDate: Date.now() }),
    post: () => Promise.reject(new Error('no call expected')),
  },
}));

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const settings = {
  resources: [{ resourceType: 'Android', url: 'https://dl.example/lucky.apk' }],
} as unknown as SiteSettings;

/** The master switch on, every trigger off (each test switches on its own). */
const CONFIG: DownloadSetting = PROMPT_TRIGGERS_OFF;

function renderHost(path: string, config: Partial<DownloadSetting>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(statusQueryKey, settings);
  client.setQueryData(downloadSettingQueryKey(window.location.hostname), { ...CONFIG, ...config });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <DownloadPromptHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const login = () =>
  setSession({
    id: 7,
    token: 'tok-1',
    merchantCode: 'demo',
    userName: 'amy',
    type: 0,
    firstTimeLogin: false,
  });

beforeEach(() => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
  sessionStorage.clear();
  localStorage.clear();
  clearSession();
  watcher.rendered = false;
});
afterEach(() => vi.restoreAllMocks());

describe('§4 download prompt host', () => {
  it('§4 login_required: a guest on a landing page is asked to log in first', async () => {
    renderHost('/home', { login_required: { enabled: true } });
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-audience', 'guest');
  });

  it('§4 a guest on a merchant without login_required: no trigger can ask, so none of their code loads', async () => {
    renderHost('/home', { bind_card: { enabled: true }, reg_days: { enabled: true, value: 0 } });
    await act(async () => {});
    expect(watcher.rendered).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('§4 the same guest logs in on a bind-card page: the member triggers load and the prompt shows', async () => {
    renderHost('/securityCenter/addBankCard', { bind_card: { enabled: true } });
    await act(async () => {});
    expect(watcher.rendered).toBe(false);
    act(() => login());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('data-audience', 'member');
    expect(dialog).toHaveTextContent('bind_card');
  });

  it('§4 after a download this session a member is not asked again', async () => {
    sessionStorage.setItem('MC_DL_PROMPT', JSON.stringify({ downloaded: true }));
    login();
    renderHost('/securityCenter/addBankCard', { bind_card: { enabled: true } });
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
