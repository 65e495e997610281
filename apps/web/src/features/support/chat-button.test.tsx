import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILT_IN_CHAT_PATH,
  MEMBER_AREA_ERROR_CODES,
} from '@member-app/contract/rules/member-area';
import type { SiteSettings } from '@member-app/contract/schemas/system';
import { ApiError } from '../../lib/api-error';
import { requestChat } from '../../lib/chat-request';
import { setupI18n } from '../../lib/i18n';
import { getOverlays, resetOverlays } from '../../lib/overlay-store';
import { clearSession, setSession } from '../../lib/session';
import { statusQueryKey } from '../../lib/site-settings';
import { ChatButton } from './chat-button';

// The chat itself has its own journeys (e2e member-area.spec.ts): here it only says it is open.
vi.mock('./chat-dialog', () => ({ ChatDialog: () => <div role="dialog">built-in chat</div> }));
const openOutside = vi.hoisted(() => vi.fn());
const showLogin = vi.hoisted(() => vi.fn());
vi.mock('../../lib/auth-dialogs', () => ({ showLogin }));
vi.mock('../../lib/open-outside', () => ({ openOutside }));
const calls = vi.hoisted(() => ({
  launches: [] as unknown[],
  answer: (): Promise<unknown> => Promise.resolve({ chatUrl: '' }),
}));
vi.mock('../../lib/api', () => ({
  api: {
    post: (url: string, body: unknown) => {
      if (url === '/wps/relay/CBS_unreadCount') return Promise.resolve({ unReadCount: 0 });
      calls.launches.push({ url, body });
      return calls.answer();
    },
  },
}));

const settings = (cbs3: boolean) => ({ whitelabelVal: { CBS3: cbs3 } }) as unknown as SiteSettings;
const login = (type = 0) =>
  setSession({
    id: 7,
    token: 'tok-1',
    merchantCode: 'demo',
    userName: 'amy',
    type,
    firstTimeLogin: false,
  });

function renderButton(cbs3 = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(statusQueryKey, settings(cbs3));
  render(
    <QueryClientProvider client={client}>
      <ChatButton />
    </QueryClientProvider>,
  );
}
const tap = () => fireEvent.click(screen.getByRole('button', { name: 'Customer service chat' }));

beforeAll(async () => {
  await setupI18n('EN');
});
beforeEach(() => {
  clearSession();
  resetOverlays();
  calls.launches.length = 0;
  calls.answer = () => Promise.resolve({ chatUrl: BUILT_IN_CHAT_PATH });
  openOutside.mockReset();
  showLogin.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe('§2 screen 14 chat button', () => {
  it('§4 a member taps it: the chat is launched in the chat language and the built-in chat opens', async () => {
    login();
    renderButton();
    tap();
    expect(await screen.findByRole('dialog')).toHaveTextContent('built-in chat');
    expect(calls.launches).toEqual([
      { url: '/wps/relay/CBS_launchChat', body: { language: 'EN' } },
    ]);
  });

  it("§4 a provider's chat opens outside", async () => {
    calls.answer = () => Promise.resolve({ chatUrl: 'https://chat.example/room/1' });
    login();
    renderButton();
    tap();
    await vi.waitFor(() => expect(openOutside).toHaveBeenCalledWith('https://chat.example/room/1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('§5 the server refuses (no permission): the player is told so in an alert', async () => {
    calls.answer = () =>
      Promise.reject(
        new ApiError('envelope', MEMBER_AREA_ERROR_CODES.CHAT_NO_PERMISSION, 200, 'no', {
          url: '/wps/relay/CBS_launchChat',
          alert: false,
        }),
      );
    login();
    renderButton();
    tap();
    await vi.waitFor(() =>
      expect(getOverlays()).toMatchObject([{ kind: 'dialog', tag: 'chat-no-permission' }]),
    );
  });

  it('§5 member type 4 gets the no-permission message, and nothing is launched', async () => {
    login(4);
    renderButton();
    tap();
    await vi.waitFor(() =>
      expect(getOverlays()).toMatchObject([{ kind: 'dialog', tag: 'chat-no-permission' }]),
    );
    expect(calls.launches).toEqual([]);
  });

  it('§5 a guest is sent to log in, and nothing is launched', async () => {
    renderButton();
    tap();
    expect(showLogin).toHaveBeenCalledWith(true);
    await act(async () => {});
    expect(calls.launches).toEqual([]);
  });

  it('§2 a request made before the button came in (referral entry) opens the chat once it is there', async () => {
    login();
    requestChat();
    renderButton();
    expect(await screen.findByRole('dialog')).toHaveTextContent('built-in chat');
  });
});
