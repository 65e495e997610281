import type { APIRequestContext } from '@playwright/test';
import { DEMO_OWNER, expect, test } from './fixtures';

/** The dashboard and the support chat inbox, against the real server. */

async function registerMember(request: APIRequestContext) {
  const username = `ch${Date.now().toString(36).slice(-7)}`;
  const res = await request.post('/wps/member/register', {
    headers: { ModuleId: 'REG3' },
    data: { registerMethod: 'H5', username, password: 'Member2026x', login: true },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { username, ...((await res.json()).value as { id: number; token: string }) };
}

test("the dashboard counts today's registration and a chat waiting for an answer, in English and Chinese", async ({
  page,
  request,
  login,
  checkA11y,
  shot,
}) => {
  const member = await registerMember(request);
  const sent = await request.post('/wps/cbs/chat/messages', {
    headers: { authorization: member.token },
    data: { body: 'Is my deposit there?' },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();

  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  // Every role starts on the dashboard.
  await expect(page).toHaveURL(/\/console\/merchants\/demo\/dashboard$/);
  const registrations = page.getByRole('region', { name: 'Registrations today' });
  await expect(registrations.getByText(/^\d+$/).first()).not.toHaveText('0');
  const chats = page.getByRole('region', { name: 'Chats waiting for an answer' });
  await expect(chats.getByText(/^\d+$/).first()).not.toHaveText('0');
  await expect(registrations.getByRole('img')).toHaveAccessibleName(/^Registrations today: /);
  await checkA11y(page, 'dashboard');
  await shot(page, 'dashboard');

  await page.getByText('中文').click();
  await expect(page.getByRole('heading', { name: '概览', level: 1 })).toBeVisible();
  await checkA11y(page, 'dashboard (zh)');
  await shot(page, 'dashboard-zh');
  await page.getByText('English').click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('support answers in the chat inbox from the keyboard; the member reads the reply in their chat', async ({
  page,
  request,
  login,
  checkA11y,
  shot,
}) => {
  const member = await registerMember(request);
  const sent = await request.post('/wps/cbs/chat/messages', {
    headers: { authorization: member.token },
    data: { body: 'Where is my withdrawal?' },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();

  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await page
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('link', { name: 'Chat inbox' })
    .click();
  await expect(page.getByRole('heading', { name: 'Chat inbox', level: 1 })).toBeVisible();
  const thread = page.getByRole('button', { name: `${member.username}, 1 message waiting` });
  await expect(thread).toBeVisible();
  await checkA11y(page, 'chat inbox');
  await thread.click();
  const open = page.getByRole('region', { name: `Chat with ${member.username}` });
  await expect(open.getByRole('log')).toContainText('Where is my withdrawal?');
  await open
    .getByRole('textbox', { name: 'Your answer' })
    .fill('It left at 10:05; allow 15 minutes.');
  await page.keyboard.press('Control+Enter');
  await expect(open.getByRole('log')).toContainText('It left at 10:05; allow 15 minutes.');
  await expect(open.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
  // Answered: the thread no longer waits.
  await expect(
    page.getByRole('button', { name: `${member.username}, 0 messages waiting` }),
  ).toBeVisible();
  await checkA11y(page, 'chat thread');
  await shot(page, 'chat-inbox');

  // The member's chat has the reply, signed by the operator.
  const read = await request.get('/wps/cbs/chat/messages', {
    headers: { authorization: member.token },
  });
  const messages = (await read.json()).value.messages as {
    author: string;
    authorName: string;
    body: string;
  }[];
  expect(messages.at(-1)).toMatchObject({
    author: 'operator',
    authorName: 'owner',
    body: 'It left at 10:05; allow 15 minutes.',
  });

  await page.getByText('中文').click();
  await expect(page.getByRole('heading', { name: '聊天收件箱', level: 1 })).toBeVisible();
  await checkA11y(page, 'chat inbox (zh)');
  await shot(page, 'chat-inbox-zh');
});
