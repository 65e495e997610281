import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../lib/session';
import { memberInfoQueryKey } from '../lib/member-info';
import { SessionEffects } from './session-effects';

const calls = vi.hoisted(() => ({ get: [] as string[], post: [] as string[] }));
vi.mock('../lib/api', () => ({
  api: {
    get: (url: string) => {
      calls.get.push(url);
      return Promise.resolve({ id: 7, userName: 'amy' });
    },
    post: (url: string) => {
      calls.post.push(url);
      return Promise.resolve({ labelId: 3, completedConditions: 2, totalExpectedConditions: 4 });
    },
  },
}));

const login = (token: string) =>
  setSession({
    id: 7,
    token,
    merchantCode: 'demo',
    userName: 'amy',
    type: 0,
    firstTimeLogin: false,
  });

let client: QueryClient;
beforeEach(() => {
  clearSession();
  calls.get.length = 0;
  calls.post.length = 0;
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionEffects />
    </QueryClientProvider>,
  );
});

describe('§4 session transitions', () => {
  it('§4 on token set: member info and rank progress (MCSFE_getPlayerRankProgress) are loaded', async () => {
    act(() => login('tok-1'));
    await vi.waitFor(() =>
      expect(client.getQueryData(['member-area', 'rank', 'tok-1'])).toEqual({
        labelId: 3,
        completedConditions: 2,
        totalExpectedConditions: 4,
      }),
    );
    expect(calls.post).toEqual(['/wps/relay/MCSFE_getPlayerRankProgress']);
    expect(calls.get).toEqual(['/wps/member/info']);
    expect(client.getQueryData(memberInfoQueryKey)).toMatchObject({ userName: 'amy' });
  });

  it('§4 on token removal: member info and rank progress are cleared', async () => {
    act(() => login('tok-2'));
    await vi.waitFor(() =>
      expect(client.getQueryData(['member-area', 'rank', 'tok-2'])).toBeDefined(),
    );
    act(() => clearSession());
    expect(client.getQueryData(['member-area', 'rank', 'tok-2'])).toBeUndefined();
    expect(client.getQueryData(memberInfoQueryKey)).toBeUndefined();
  });

  it('§4 a new token loads its own rank progress', async () => {
    act(() => login('tok-3'));
    await vi.waitFor(() => expect(calls.post).toHaveLength(1));
    act(() => login('tok-4'));
    await vi.waitFor(() =>
      expect(client.getQueryData(['member-area', 'rank', 'tok-4'])).toBeDefined(),
    );
    expect(calls.post).toHaveLength(2);
  });
});
