import type { APIRequestContext, Browser } from '@playwright/test';
import { apiLogin, DEMO_OWNER, expect, quietPlayerPage, test } from './fixtures';

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

/** The member app at a phone's size, quiet (no splash, welcome or install prompts), logged in. */
/** A new member who has written one message in the app's chat. */
async function memberWrites(request: APIRequestContext, body: string) {
  const member = await registerMember(request);
  const sent = await request.post('/wps/cbs/chat/messages', {
    headers: { authorization: member.token },
    data: { body },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  return member;
}

async function playerLoggedIn(browser: Browser, username: string) {
  const player = await quietPlayerPage(browser);
  await player.getByRole('textbox', { name: 'Username' }).fill(username);
  await player.getByLabel('Password', { exact: true }).fill('Member2026x');
  await player
    .getByRole('form', { name: 'Log in' })
    .getByRole('button', { name: 'Log in', exact: true })
    .click();
  await expect(player).not.toHaveURL(/\/m\/login/);
  return player;
}

test("the dashboard counts today's registration and a chat waiting for an answer, in English and Chinese", async ({
  page,
  request,
  login,
  checkA11y,
  shot,
}) => {
  await memberWrites(request, 'Is my deposit there?');

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

test('support answers in the chat inbox from the keyboard; the member, chat open, sees the reply without reloading', async ({
  page,
  browser,
  request,
  login,
  checkA11y,
  shot,
}) => {
  const member = await memberWrites(request, 'Where is my withdrawal?');

  // The member has the chat open in the member app.
  const player = await playerLoggedIn(browser, member.username);
  await player.goto('/m/member/home');
  await player.getByRole('button', { name: 'Customer service chat', exact: true }).click();
  const chat = player.getByRole('dialog', { name: 'Customer service' });
  await expect(chat.getByRole('log')).toContainText('Where is my withdrawal?');

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
  // The reply reaches the open chat in the answer of its waiting call (not a later refresh).
  const woken = player.waitForResponse(
    async (res) =>
      res.url().includes('/wps/cbs/chat/messages/wait') &&
      (await res.text()).includes('It left at 10:05; allow 15 minutes.'),
  );
  await page.keyboard.press('Control+Enter');
  await woken;
  await expect(chat.getByRole('log')).toContainText('It left at 10:05; allow 15 minutes.');
  // The member is reading it: no unread badge.
  await expect(player.getByTestId('chat-unread')).toHaveCount(0);
  await player.close();
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

test("a member writes in the app's chat: the operator's open inbox shows it and the waiting count without reloading", async ({
  page,
  browser,
  request,
  login,
  checkA11y,
  shot,
}) => {
  const member = await memberWrites(request, 'My deposit is missing.');

  // The operator has the inbox open on the member's thread.
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await page
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('link', { name: 'Chat inbox' })
    .click();
  await page.getByRole('button', { name: `${member.username}, 1 message waiting` }).click();
  const open = page.getByRole('region', { name: `Chat with ${member.username}` });
  await expect(open.getByRole('log')).toContainText('My deposit is missing.');

  // The member writes again from the member app's chat.
  const player = await playerLoggedIn(browser, member.username);
  await player.goto('/m/member/home');
  await player.getByRole('button', { name: 'Customer service chat', exact: true }).click();
  const chat = player.getByRole('dialog', { name: 'Customer service' });
  await chat.getByRole('textbox', { name: 'Your message' }).fill('Reference D-2291, 500 PHP.');
  // It reaches the inbox in the answer of its waiting call (not a later refresh).
  const woken = page.waitForResponse(
    async (res) =>
      res.url().includes('/chat/inbox/wait') &&
      (await res.text()).includes('Reference D-2291, 500 PHP.'),
  );
  await chat.getByRole('button', { name: 'Send', exact: true }).click();
  await woken;
  await player.close();
  await expect(open.getByRole('log')).toContainText('Reference D-2291, 500 PHP.');
  await expect(
    page.getByRole('button', { name: `${member.username}, 2 messages waiting` }),
  ).toBeVisible();
  await checkA11y(page, 'chat inbox, live');
  await shot(page, 'chat-inbox-live');

  await page.getByText('中文').click();
  await expect(page.getByRole('heading', { name: '聊天收件箱', level: 1 })).toBeVisible();
  await checkA11y(page, 'chat inbox, live (zh)');
  await shot(page, 'chat-inbox-live-zh');
  await page.getByText('English').click();
  await expect(page.getByRole('heading', { name: 'Chat inbox', level: 1 })).toBeVisible();
});

test('support sends a push to a member and to a topic with the contract’s checks, and reads a code in the outbox', async ({
  page,
  request,
  login,
  checkA11y,
  shot,
}) => {
  const member = await registerMember(request);
  // A verification code the built-in SMS provider "sends" lands in the outbox.
  const mobileNum = `917${Date.now().toString().slice(-7)}`;
  const sms = await request.post('/wps/verification/sms/noLogin', {
    data: { countryDialingCode: '63', mobileNum, purpose: 'verify' },
  });
  expect(sms.ok(), await sms.text()).toBeTruthy();

  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  const screens = page.getByRole('navigation', { name: 'Screens' });
  await screens.getByRole('link', { name: 'Push' }).click();
  await expect(page.getByRole('heading', { name: 'Push', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Push notification' });
  // Nothing filled in: the contract's messages, on their fields, and nothing sent.
  await form.getByRole('button', { name: 'Send notification' }).click();
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByRole('region', { name: 'Result' })).toHaveCount(0);

  // From the keyboard: one member, who has no device registered.
  // The choice is a radio group: the arrow keys move it.
  await form.getByRole('radio', { name: 'A topic' }).press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'One member' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Member ID' }).fill('not a number');
  await form.getByRole('textbox', { name: 'Title' }).fill('Your withdrawal');
  await form.getByRole('textbox', { name: 'Message' }).fill('It is on its way.');
  await form.getByRole('textbox', { name: 'Title' }).press('Enter');
  await expect(form.getByRole('textbox', { name: 'Member ID' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await form.getByRole('textbox', { name: 'Member ID' }).fill(String(member.id));
  await form.getByRole('textbox', { name: 'Member ID' }).press('Enter');
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByTestId('push-targeted')).toHaveText('0');
  await expect(result).toContainText('No device is registered for this target');
  await checkA11y(page, 'push');
  await shot(page, 'push');

  // To a topic: the answer counts whatever devices the demo merchant has.
  await form.getByText('A topic').click();
  await expect(form.getByRole('textbox', { name: 'Topic' })).toHaveValue('ALL');
  await form.getByRole('button', { name: 'Send notification' }).click();
  await expect(result.getByTestId('push-targeted')).toHaveText(/^\d+$/);

  await screens.getByRole('link', { name: 'SMS and email outbox' }).click();
  await expect(page.getByRole('heading', { name: 'SMS and email outbox', level: 1 })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Outbox filters' });
  await filters.getByRole('textbox', { name: 'Recipient' }).fill(`+63${mobileNum}`);
  await filters.getByRole('textbox', { name: 'Recipient' }).press('Enter');
  const table = page.getByRole('table', { name: '1 message' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(/\b\d{6}\b/);
  await expect(table.getByRole('row').nth(1)).toContainText('SMS');
  // The email channel has nothing for a phone number.
  await filters.getByRole('combobox', { name: 'Channel' }).click();
  await page.getByRole('option', { name: 'Email' }).click();
  await expect(page.getByRole('table', { name: '0 messages' })).toContainText(
    'No message matches.',
  );
  await filters.getByRole('combobox', { name: 'Channel' }).click();
  await page.getByRole('option', { name: 'SMS', exact: true }).click();
  await expect(page.getByRole('table', { name: '1 message' })).toBeVisible();
  await checkA11y(page, 'outbox');
  await shot(page, 'outbox');

  await page.getByText('中文').click();
  await expect(page.getByRole('heading', { name: '短信和邮件发件箱', level: 1 })).toBeVisible();
  await checkA11y(page, 'outbox (zh)');
  await shot(page, 'outbox-zh');
  await page.getByRole('link', { name: '推送', exact: true }).click();
  await expect(page.getByRole('heading', { name: '推送', level: 1 })).toBeVisible();
  await checkA11y(page, 'push (zh)');
  await shot(page, 'push-zh');
  await page.getByText('English').click();
});

test("CBS3 switched off in the console: the player's chat entry is gone on their next load; on again, it is back", async ({
  page,
  browser,
  request,
  login,
  checkA11y,
}) => {
  const member = await registerMember(request);
  const player = await playerLoggedIn(browser, member.username);
  await player.goto('/m/member/home');
  const entry = player.getByRole('button', { name: 'Customer service chat', exact: true });
  await expect(entry).toBeVisible();

  await login(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await page.goto('/console/merchants/demo/settings');
  await page.getByRole('tab', { name: 'Features' }).click();
  const cbs3 = page.getByRole('switch', { name: 'CBS3' });
  await expect(cbs3).toBeChecked();
  const save = async () => {
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/admin/merchants/') && r.ok(),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await saved;
  };
  try {
    await cbs3.uncheck();
    await save();
    await checkA11y(page, 'whitelabel flags');
    await player.reload();
    await expect(player.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(player.getByRole('button', { name: /Customer service chat/ })).toHaveCount(0);

    await cbs3.check();
    await save();
    await player.reload();
    await expect(entry).toBeVisible();
  } finally {
    // The demo merchant's chat stays on for the other journeys, whatever happened above.
    const token = await apiLogin(request, DEMO_OWNER.username, DEMO_OWNER.password);
    const current = await request.get('/admin/merchants/demo', {
      headers: { authorization: `Bearer ${token}` },
    });
    const flags = (await current.json()).value.settings.whitelabelVal as Record<string, boolean>;
    if (!flags.CBS3) {
      const restored = await request.patch('/admin/merchants/demo', {
        headers: { authorization: `Bearer ${token}`, 'if-match': current.headers().etag ?? '*' },
        data: { settings: { whitelabelVal: { ...flags, CBS3: true } } },
      });
      expect(restored.ok(), await restored.text()).toBeTruthy();
    }
    await player.close();
  }
});
