import type { Page, Route } from '@playwright/test';
import { test, expect, origin } from './fixtures';
import { freshMember, registerMember, unique } from './members';

/**
 * Edges of sign-up, the captcha and the chat, through the real server (SPEC §5, §8, §9): a
 * registration that fails on submit, the Geetest widget's language and its 60205 load error (with
 * a stand-in gt4.js served where Geetest's would come from), and the chat language.
 */

const PASSWORD = 'Secret123';

/**
 * A stand-in for https://static.geetest.com/v4/gt4.js: `initGeetest4` records the config it was
 * given (window.__gtConfigs) and hands over a widget that comes up (ready) or never does; opening
 * it and closing it again is the player dismissing the challenge.
 */
function fakeGt4(ready: boolean) {
  return `window.initGeetest4 = function (config, cb) {
  (window.__gtConfigs = window.__gtConfigs || []).push(config);
  var h = {};
  var w = {
    onReady: function (f) { h.ready = f; return w; },
    onSuccess: function (f) { h.success = f; return w; },
    onClose: function (f) { h.close = f; return w; },
    onError: function (f) { h.error = f; return w; },
    showCaptcha: function () { setTimeout(function () { h.close && h.close(); }, 50); },
    getValidate: function () { return false; },
    reset: function () {}
  };
  cb(w);
  ${ready ? 'setTimeout(function () { h.ready && h.ready(); }, 0);' : ''}
};`;
}

async function serveFakeGeetest(page: Page, ready: boolean) {
  await page.route('https://static.geetest.com/**', (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: fakeGt4(ready) }),
  );
}

test.describe('§5/§8 registration failure with the built-in captcha', () => {
  test('a name taken before the submit: the server message in an alert, and the captcha is back to waiting', async ({
    page,
    request,
    createMerchant,
    checkA11y,
    shot,
  }) => {
    const name = unique('edge');
    // Someone takes the name first (registration without a captcha on this merchant for now).
    await createMerchant('captcha2', ['captcha2.test'], {
      register: { captcha: { enabled: false }, mobilePassword: false },
    });
    await registerMember(request, { username: name, password: PASSWORD, host: 'captcha2.test' });

    // Now the merchant asks for the captcha on registration (§5 register.captcha.enabled).
    await createMerchant('captcha2', ['captcha2.test'], {
      register: { captcha: { enabled: true }, mobilePassword: false },
    });
    await page.goto(`${origin('captcha2.test')}/m/register`);
    const form = page.getByRole('form', { name: 'Join now' });
    await form.getByRole('textbox', { name: 'Username' }).fill(name);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Click to verify' }).click();
    await expect(form.getByText('Verified')).toBeVisible({ timeout: 20_000 });

    const registrations: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/wps/member/register')
        registrations.push(r.url());
    });
    await form.getByRole('button', { name: 'Create account' }).click();
    // §8 "Registration failure: server message (or unknown_error) in an alert".
    const alert = page.getByRole('dialog', { name: 'Notice' });
    await expect(alert.getByText('This username is already taken.')).toBeVisible();
    await checkA11y(page, 'registration failure alert');
    await shot(page, 'register-failure-alert');
    await alert.getByRole('button', { name: 'Confirm' }).click();
    expect(registrations).toHaveLength(1);

    // §5 "On failure captcha input is cleared and captchas reload": waiting again, no pass token.
    await expect(alert).toBeHidden();
    await expect(form.getByRole('button', { name: 'Click to verify' })).toBeVisible();
    await expect(form.getByText('Verified')).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Create account' })).toBeEnabled();
    await shot(page, 'register-failure-captcha-waiting');
    // The next submit (once the §4 500 ms lock is over) is stopped for want of a solved captcha.
    const verifyFirst = page
      .getByRole('dialog', { name: 'Notice' })
      .getByText('Please complete the verification first.');
    await expect(async () => {
      await form.getByRole('button', { name: 'Create account' }).click();
      await expect(verifyFirst).toBeVisible({ timeout: 1_000 });
    }).toPass();
    expect(registrations).toHaveLength(1);
  });
});

test.describe('§9 captcha language, §8 captcha loader 60205, §5 closing the captcha', () => {
  test('§9 Geetest gets the UI language (JA → jpn); closing the challenge gives verify_first in that language', async ({
    page,
    createMerchant,
    checkA11y,
    shot,
  }) => {
    await createMerchant('geetest', ['geetest.test'], {
      whitelabelVal: { GEETEST3: true },
      gw: { GEETEST_ID: 'e2e-geetest-id', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 9 },
    });
    await serveFakeGeetest(page, true);
    await page.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'JA'));
    await page.goto(`${origin('geetest.test')}/m/login`);
    const click = page.getByRole('button', { name: 'クリックして認証' });
    await expect(click).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __gtConfigs: unknown[] }).__gtConfigs),
    ).toEqual([
      expect.objectContaining({ captchaId: 'e2e-geetest-id', product: 'bind', language: 'jpn' }),
    ]);
    await checkA11y(page, 'geetest captcha waiting (JA)');
    await shot(page, 'captcha-geetest-ja');
    // The player opens the challenge and closes it: §5 verify_first, §2 screen 11 back to waiting.
    await click.click();
    await expect(page.getByText('先に認証を完了してください。')).toBeVisible();
    await expect(click).toBeVisible();
  });

  test('§8 60205: a Geetest script that loads but whose widget never comes up shows the error with its number', async ({
    page,
    createMerchant,
    shot,
  }) => {
    await createMerchant('geetest', ['geetest.test'], {
      whitelabelVal: { GEETEST3: true },
      gw: { GEETEST_ID: 'e2e-geetest-id', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 9 },
    });
    await serveFakeGeetest(page, false);
    await page.goto(`${origin('geetest.test')}/m/login`);
    await expect(page.getByText('Loading verification…').last()).toBeVisible();
    // The widget gets 10 s to come up.
    await expect(page.getByText('The verification could not load. (60205)')).toBeVisible({
      timeout: 15_000,
    });
    await shot(page, 'captcha-error-60205');
  });
});

test.describe('§9 chat language', () => {
  test('PT-BR: the chat is launched in PT and the built-in chat answers in Portuguese', async ({
    page,
    request,
  }) => {
    await freshMember(page, request, { prefix: 'chat' });
    await page.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'PT-BR'));

    const launches: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/relay/CBS_launchChat')) launches.push(r.postDataJSON());
    });
    await page.goto('/m/member/home');
    // The app itself is in Brazilian Portuguese now that PT-BR has every key.
    await page.getByRole('button', { name: 'Chat com o atendimento', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Atendimento ao cliente' });
    await expect(dialog).toBeVisible();
    expect(launches).toEqual([{ language: 'PT' }]);
    await dialog.getByLabel('Sua mensagem').fill('Olá, preciso de ajuda');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByRole('log').getByText(/^Obrigado pela sua mensagem!/)).toBeVisible();
  });
});
