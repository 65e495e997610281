import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, origin, withSession } from './fixtures';

/** A name no other test or run has taken (usernames are unique per merchant). */
export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

export const MEMBER_PASSWORD = 'Passw0rd!x';

/**
 * Registers a member through the API (§3 REG3 register) on the merchant of `host`, and answers
 * the login value when `login` is true.
 */
export async function registerMember(
  request: APIRequestContext,
  options: { username?: string; password?: string; host?: string; login?: boolean } = {},
) {
  const username = options.username ?? unique('m');
  const res = await request.post(`${origin()}/wps/member/register`, {
    // The API client resolves no *.test hosts (only the browser maps them): name the host instead.
    headers: {
      moduleid: 'REG3',
      ...(options.host ? { host: new URL(origin(options.host)).host } : {}),
    },
    data: {
      registerMethod: 'H5',
      username,
      password: options.password ?? MEMBER_PASSWORD,
      login: options.login ?? false,
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const value = (await res.json()).value as { id: number; token: string; userName: string };
  return { username, value };
}

/**
 * A new member (no deposits, registered today), signed in in the page or the whole context as the
 * app stores a login (§3 MC_SESSION_INFO). For tests that must not depend on what other tests did
 * to the demo members.
 */
export async function freshMember(
  target: Page | BrowserContext,
  request: APIRequestContext,
  options: { code?: string; host?: string; prefix?: string } = {},
) {
  const { username, value } = await registerMember(request, {
    username: unique(options.prefix ?? 'm'),
    host: options.host,
    login: true,
  });
  await withSession(target, {
    id: value.id,
    token: value.token,
    userName: value.userName,
    type: 0,
    merchantCode: options.code ?? 'demo',
  });
  return username;
}
