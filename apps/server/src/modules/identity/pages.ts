import { randomBytes } from 'node:crypto';
import type { FirebaseChannel } from '@member-app/contract/account';
import {
  IDENTITY_MESSAGE_TYPE,
  IDENTITY_PATHS,
  type IdentityMessage,
} from '@member-app/contract/schemas/identity';
import type { MayaAccount } from '../../providers/identity/maya-provider';
import type { UiLanguage } from '@member-app/contract/constants';
import { escapeHtml } from '../../lib/html';
import { htmlLanguageAttributes, message } from '../../lib/messages/catalogue';

/**
 * Pages of the built-in identity provider: its sign-in window (§9 login popup 500x600), the page
 * that hands the result to the app, and the demo Maya app. Plain HTML with one nonce'd inline
 * script and style each, under a CSP that allows nothing else.
 */

export const CHANNEL_LABELS: Record<FirebaseChannel, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  line: 'LINE',
};

/** Accounts the demo provider offers to pick (not real people). */
export const DEMO_IDENTITY_ACCOUNTS = [
  { email: 'alex.demo@example.com', displayName: 'Alex Demo' },
  { email: 'sam.tester@example.com', displayName: 'Sam Tester' },
] as const;

/** JSON that is safe inside a <script> element (no </script>, no line separators). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const newNonce = () => randomBytes(16).toString('base64');

/** Nothing but this page's own nonce'd script and style; forms post only here; never framed. */
export const pageCsp = (nonce: string) =>
  [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

const STYLE = `
:root{color-scheme:light;--fg:#1f2330;--muted:#545b6e;--line:#d5d9e3;--accent:#1a56db;--bg:#f5f6fa}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:460px;margin:0 auto;padding:24px 20px}
h1{font-size:1.25rem;margin:0 0 4px}
h2{font-size:1rem;margin:20px 0 8px}
p{margin:0 0 12px}
.muted{color:var(--muted);font-size:.9rem}
.badge{display:inline-block;font-size:.75rem;font-weight:600;color:#7a4d00;background:#fff1cc;border:1px solid #f0c96a;border-radius:999px;padding:2px 10px;margin-bottom:12px}
ul{list-style:none;margin:0;padding:0;display:grid;gap:8px}
form{margin:0}
.account{display:flex;width:100%;gap:12px;align-items:center;text-align:left;background:#fff;border:1px solid var(--line);border-radius:10px;padding:10px 12px;font:inherit;color:inherit;cursor:pointer}
.account:hover,.account:focus-visible{border-color:var(--accent)}
.avatar{flex:none;width:36px;height:36px;border-radius:50%;display:grid;place-items:center;background:#e3e8f7;color:#1a3a8f;font-weight:700}
.account small{display:block;color:var(--muted)}
label{display:block;font-weight:600;margin:10px 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #8a90a2;border-radius:8px;background:#fff;color:inherit}
.actions{display:flex;gap:8px;margin-top:16px}
button.primary,button.secondary{font:inherit;font-weight:600;border-radius:8px;padding:10px 16px;cursor:pointer}
button.primary{background:var(--accent);border:1px solid var(--accent);color:#fff;flex:1}
button.secondary{background:#fff;border:1px solid #8a90a2;color:var(--fg)}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.error{border-left:4px solid #c81e1e;background:#fff;padding:12px 14px;border-radius:6px}
`;

function layout(lang: UiLanguage, nonce: string, title: string, body: string, script = '') {
  return `<!doctype html>
<html ${htmlLanguageAttributes(lang)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
}

/** A page that explains why the window cannot go on (400/403): no script, nothing posted. */
export function errorPage(lang: UiLanguage, nonce: string, title: string, text: string) {
  return layout(
    lang,
    nonce,
    title,
    `<h1>${escapeHtml(title)}</h1><p class="error" role="alert">${escapeHtml(text)}</p><p class="muted">${escapeHtml(message(lang, 'id_close'))}</p>`,
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** Posts the cancel answer (§8 auth/popup-closed-by-user) to the app, then closes. */
const cancelScript = (origin: string) => `(function(){
var origin=${scriptJson(origin)};
var cancel=document.getElementById('cancel');
if(cancel)cancel.addEventListener('click',function(){
if(window.opener)window.opener.postMessage(${scriptJson({
  type: IDENTITY_MESSAGE_TYPE,
  ok: false,
  code: 'auth/popup-closed-by-user',
  message: 'The sign-in window was closed before signing in.',
} satisfies IdentityMessage)},origin);
window.close();
});
})();`;

export interface SigninPageInput {
  lang: UiLanguage;
  nonce: string;
  merchantName: string;
  channel: FirebaseChannel;
  origin: string;
}

export const signinTitle = (lang: UiLanguage, channel: FirebaseChannel, merchantName: string) =>
  message(lang, 'id_title', { provider: CHANNEL_LABELS[channel], merchant: merchantName });

/** GET signin: pick a demo account or type one; every choice posts to POST signin. */
export function signinPage({ lang, nonce, merchantName, channel, origin }: SigninPageInput) {
  const label = CHANNEL_LABELS[channel];
  const t = (key: Parameters<typeof message>[1]) =>
    escapeHtml(message(lang, key, { provider: label, merchant: merchantName }));
  const hidden = `<input type="hidden" name="channel" value="${escapeHtml(channel)}"><input type="hidden" name="origin" value="${escapeHtml(origin)}">`;
  const accounts = DEMO_IDENTITY_ACCOUNTS.map(
    (a) => `<li><form method="post" action="${IDENTITY_PATHS.signin}">${hidden}
<input type="hidden" name="email" value="${escapeHtml(a.email)}"><input type="hidden" name="displayName" value="${escapeHtml(a.displayName)}">
<button type="submit" class="account"><span class="avatar" aria-hidden="true">${escapeHtml(initials(a.displayName))}</span><span>${escapeHtml(a.displayName)}<small>${escapeHtml(a.email)}</small></span></button>
</form></li>`,
  ).join('');
  const body = `<span class="badge">${t('id_badge')}</span>
<h1>${t('id_heading')}</h1>
<p class="muted">${t('id_lead')}</p>
<h2 id="pick">${t('id_choose')}</h2>
<ul aria-labelledby="pick">${accounts}</ul>
<h2 id="other">${t('id_other')}</h2>
<form method="post" action="${IDENTITY_PATHS.signin}" aria-labelledby="other">${hidden}
<label for="email">${t('id_email')}</label><input id="email" name="email" type="email" required maxlength="254" autocomplete="email">
<label for="displayName">${t('id_name')}</label><input id="displayName" name="displayName" type="text" required maxlength="64" autocomplete="name">
<div class="actions"><button type="submit" class="primary">${t('id_continue')}</button><button type="button" class="secondary" id="cancel">${t('id_cancel')}</button></div>
</form>`;
  return layout(lang, nonce, signinTitle(lang, channel, merchantName), body, cancelScript(origin));
}

/**
 * POST signin's answer: hands the id token to the window that opened this one, only if that
 * window is at `origin` (postMessage's target origin), then closes.
 */
export function resultPage(
  lang: UiLanguage,
  nonce: string,
  title: string,
  result: IdentityMessage,
  origin: string,
) {
  const script = `(function(){
var message=${scriptJson(result)};
var origin=${scriptJson(origin)};
var status=document.getElementById('status');
if(!window.opener){status.textContent=${scriptJson(message(lang, 'id_not_opened'))};return;}
window.opener.postMessage(message,origin);
window.close();
})();`;
  return layout(
    lang,
    nonce,
    title,
    `<h1>${escapeHtml(title)}</h1><p id="status" role="status">${escapeHtml(message(lang, 'id_signing_in'))}</p>`,
    script,
  );
}

/** The demo Maya app (§7 login/maya): pick a wallet account, get a one-time session id. */
export function mayaPage(nonce: string, merchantName: string, accounts: readonly MayaAccount[]) {
  const list = accounts
    .map(
      (
        a,
      ) => `<li><form method="post" action="${IDENTITY_PATHS.mayaLaunch}"><input type="hidden" name="account" value="${escapeHtml(a.accountId)}">
<button type="submit" class="account"><span class="avatar" aria-hidden="true">${escapeHtml(initials(a.name))}</span><span>${escapeHtml(a.name)}<small>${escapeHtml(a.mobile ?? '')}</small></span></button></form></li>`,
    )
    .join('');
  const body = `<span class="badge">Demo Maya app</span>
<h1>Open ${escapeHtml(merchantName)} from Maya</h1>
<p class="muted">This stands in for the Maya app offline: pick a Maya wallet account and ${escapeHtml(merchantName)} opens signed in as that account.</p>
<h2 id="pick">Maya accounts</h2>
<ul aria-labelledby="pick">${list}</ul>
<h2 id="other">Another Maya account</h2>
<form method="post" action="${IDENTITY_PATHS.mayaLaunch}" aria-labelledby="other">
<label for="name">Name</label><input id="name" name="name" type="text" required maxlength="64" autocomplete="name">
<label for="mobile">Mobile number (with country code)</label><input id="mobile" name="mobile" type="tel" required pattern="\\+[0-9]{6,18}" placeholder="+639171234567" autocomplete="tel">
<div class="actions"><button type="submit" class="primary">Open ${escapeHtml(merchantName)}</button></div>
</form>`;
  return layout('EN', nonce, `Maya — open ${merchantName} (demo)`, body);
}
