import {
  LOTTERY_GAMES,
  SLOT_PAYTABLE,
  SLOT_SYMBOLS,
  SLOT_TWO_CHERRIES,
  SLOT_TWO_DRAGONS,
  type LotteryGame,
  type SlotSymbol,
} from './games';
import { escapeHtml } from '../../lib/html';

/** Server-rendered pages of the demo vendor (plain HTML; the behaviour is in static vanilla JS). */

export interface PageContext {
  userName: string;
  trial: boolean;
  balance: number;
  backUrl: string | null;
  language: string;
  /** The catalogue's name of the launched game (e.g. a slot theme), when the launch gave one. */
  title?: string | undefined;
  /** Static asset URLs with their version query. */
  asset: (file: string) => string;
}

const money = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function layout(ctx: PageContext, title: string, view: string, body: string, script: string) {
  const back = ctx.backUrl
    ? `<a class="vd-back" href="${escapeHtml(ctx.backUrl)}" target="_top" aria-label="Back">&#8249; Back</a>`
    : '<span class="vd-back vd-back--none"></span>';
  return `<!doctype html>
<html lang="${ctx.language === 'CN' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Star Games</title>
<link rel="stylesheet" href="${ctx.asset('vendor.css')}">
</head>
<body class="vd" data-view="${view}">
<header class="vd-top">
  ${back}
  <h1 class="vd-title">${escapeHtml(title)}</h1>
  <div class="vd-wallet" aria-live="polite"><span class="vd-wallet__label">${ctx.trial ? 'Trial' : escapeHtml(ctx.userName)}</span><span class="vd-wallet__amount" id="vd-balance" data-balance="${ctx.balance}">${money(ctx.balance)}</span></div>
</header>
<main class="vd-main">
${body}
</main>
<div class="vd-toast" id="vd-toast" role="status" aria-live="polite"></div>
<script src="${ctx.asset('common.js')}" defer></script>
<script src="${ctx.asset(script)}" defer></script>
</body>
</html>`;
}

export interface LobbyGame {
  code: string;
  name: string;
  drawNo: string;
  closesAt: number;
  lockSeconds: number;
  results: { drawNo: string; result: number[] }[];
}

const balls = (result: number[], game: string) =>
  result
    .map((n) => `<span class="vd-ball vd-ball--${game === 'L645' ? 'lotto' : 'digit'}">${n}</span>`)
    .join('');

function gameCard(g: LobbyGame) {
  const last = g.results[0];
  return `<li class="vd-card" data-game="${g.code}">
  <div class="vd-card__head"><span class="vd-card__logo vd-card__logo--${g.code.toLowerCase()}" aria-hidden="true">${g.code === 'L5D' ? '5D' : '6/45'}</span>
  <div><h2 class="vd-card__name">${escapeHtml(g.name)}</h2><p class="vd-card__draw">Draw <span data-draw-no>${g.drawNo}</span></p></div>
  <p class="vd-countdown" data-closes-at="${g.closesAt}" data-lock="${g.lockSeconds}" aria-label="Time left">--:--</p></div>
  <div class="vd-card__last"><span class="vd-card__label">Last result${last ? ` · ${last.drawNo}` : ''}</span><div class="vd-balls" data-last>${last ? balls(last.result, g.code) : '<span class="vd-muted">Waiting for the first draw</span>'}</div></div>
  <a class="vd-btn vd-btn--primary" href="/vendor/demo/lottery?view=betting&amp;game=${g.code}">Bet now</a>
</li>`;
}

export function lobbyPage(ctx: PageContext, serverTime: number, games: LobbyGame[]) {
  const body = `<section class="vd-section" data-server-time="${serverTime}" id="vd-lobby">
<nav class="vd-tabs" aria-label="Games"><span class="vd-tab vd-tab--active" aria-current="page">Lottery</span><a class="vd-tab" href="/vendor/demo/dice">Lucky Dice</a><a class="vd-tab" href="/vendor/demo/slots">Slots</a></nav>
<ul class="vd-cards">${games.map(gameCard).join('')}</ul>
</section>
<section class="vd-section"><h2 class="vd-h2">My orders</h2><div id="vd-orders" class="vd-orders"><p class="vd-muted">Loading…</p></div></section>`;
  return layout(ctx, 'Lottery lobby', 'lobby', body, 'lottery.js');
}

function picker(game: LotteryGame) {
  if (game.code === 'L645') {
    const nums = Array.from({ length: 45 }, (_, i) => i + 1)
      .map(
        (n) =>
          `<button type="button" class="vd-num" data-num="${n}" aria-pressed="false">${n}</button>`,
      )
      .join('');
    return `<p class="vd-hint">Pick 6 numbers (<span id="vd-picked">0</span>/6). Match 3 pays 10x, 4 pays 100x, 5 pays 2,000x, 6 pays 50,000x.</p>
<div class="vd-grid vd-grid--lotto" data-picker="pick6">${nums}</div>
<div class="vd-row"><button type="button" class="vd-btn" id="vd-quick">Quick pick</button><button type="button" class="vd-btn" id="vd-clear">Clear</button></div>`;
  }
  const sides = ['big', 'small', 'odd', 'even']
    .map(
      (s) =>
        `<button type="button" class="vd-chip" data-side="${s}" aria-pressed="false">${s[0]!.toUpperCase()}${s.slice(1)} <small>1.96x</small></button>`,
    )
    .join('');
  const positions = [1, 2, 3, 4, 5]
    .map(
      (p) =>
        `<div class="vd-pos"><span class="vd-pos__label">${'ABCDE'[p - 1]}</span>${Array.from({ length: 10 }, (_, d) => `<button type="button" class="vd-num vd-num--sm" data-pos="${p}" data-digit="${d}" aria-pressed="false" aria-label="Position ${'ABCDE'[p - 1]} digit ${d}">${d}</button>`).join('')}</div>`,
    )
    .join('');
  return `<p class="vd-hint">Sum of the five digits: Big 23–45, Small 0–22. A digit in its position pays 9.8x.</p>
<div class="vd-row vd-row--wrap" data-picker="sides">${sides}</div>
<div class="vd-positions" data-picker="digits">${positions}</div>`;
}

/**
 * One lottery's betting view. `tabs`: the lotteries of the launch's lobby (engine and the name the
 * catalogue gives it), the page titled with this game's.
 */
export function bettingPage(
  ctx: PageContext,
  serverTime: number,
  game: LotteryGame,
  lobbyGame: LobbyGame,
  tabs: readonly { code: string; name: string }[] = LOTTERY_GAMES,
) {
  const others = tabs
    .map(
      (g) =>
        `<a class="vd-tab${g.code === game.code ? ' vd-tab--active' : ''}" href="/vendor/demo/lottery?view=betting&amp;game=${g.code}"${g.code === game.code ? ' aria-current="page"' : ''}>${escapeHtml(g.name)}</a>`,
    )
    .join('');
  const body = `<nav class="vd-tabs" aria-label="Games"><a class="vd-tab" href="/vendor/demo/lottery?view=lobby">Lobby</a>${others}</nav>
<section class="vd-section vd-draw" data-server-time="${serverTime}" id="vd-betting" data-game="${game.code}" data-draw-no="${lobbyGame.drawNo}">
  <div class="vd-draw__head"><div><p class="vd-card__label">Draw</p><p class="vd-draw__no" data-draw-no>${lobbyGame.drawNo}</p></div>
  <p class="vd-countdown vd-countdown--big" data-closes-at="${lobbyGame.closesAt}" data-lock="${lobbyGame.lockSeconds}" aria-label="Time left">--:--</p></div>
  <div class="vd-card__last"><span class="vd-card__label">Last result${lobbyGame.results[0] ? ` · ${lobbyGame.results[0].drawNo}` : ''}</span><div class="vd-balls" data-last>${lobbyGame.results[0] ? balls(lobbyGame.results[0].result, game.code) : '<span class="vd-muted">Waiting for the first draw</span>'}</div></div>
</section>
<section class="vd-section">${picker(game)}</section>
<section class="vd-section vd-slip">
  <label class="vd-field"><span>Stake per line</span><input id="vd-stake" type="number" inputmode="decimal" min="1" max="5000" step="1" value="10"></label>
  <p class="vd-slip__total">Lines <strong id="vd-lines">0</strong> · Total <strong id="vd-total">0.00</strong></p>
  <button type="button" class="vd-btn vd-btn--primary vd-btn--block" id="vd-place" disabled>Place bet</button>
</section>
<section class="vd-section"><h2 class="vd-h2">My orders</h2><div id="vd-orders" class="vd-orders"><p class="vd-muted">Loading…</p></div></section>`;
  return layout(ctx, lobbyGame.name, 'betting', body, 'lottery.js');
}

export function dicePage(ctx: PageContext) {
  const picks = [
    ['big', 'Big 8–12', '2.3x'],
    ['small', 'Small 2–6', '2.3x'],
    ['seven', 'Lucky 7', '5x'],
  ]
    .map(
      ([v, label, odds]) =>
        `<button type="button" class="vd-chip vd-chip--lg" data-pick="${v}" aria-pressed="${v === 'big'}">${label} <small>${odds}</small></button>`,
    )
    .join('');
  const body = `<nav class="vd-tabs" aria-label="Games"><a class="vd-tab" href="/vendor/demo/lottery?view=lobby">Lottery</a><span class="vd-tab vd-tab--active" aria-current="page">Lucky Dice</span><a class="vd-tab" href="/vendor/demo/slots">Slots</a></nav>
<section class="vd-section vd-dice-table">
  <div class="vd-dice" aria-live="polite" id="vd-dice"><img class="vd-die" src="${ctx.asset('die-6.svg')}" alt="6" data-die><img class="vd-die" src="${ctx.asset('die-1.svg')}" alt="1" data-die></div>
  <p class="vd-dice__result" id="vd-dice-result">Pick a bet and roll</p>
</section>
<section class="vd-section"><div class="vd-row vd-row--wrap" role="group" aria-label="Bet">${picks}</div>
  <label class="vd-field"><span>Stake</span><input id="vd-stake" type="number" inputmode="decimal" min="1" max="5000" step="1" value="10"></label>
  <button type="button" class="vd-btn vd-btn--primary vd-btn--block" id="vd-roll">Roll the dice</button>
</section>`;
  return layout(ctx, ctx.title ?? 'Lucky Dice', 'dice', body, 'dice.js');
}

const SYMBOL_NAMES: Record<SlotSymbol, string> = {
  dragon: 'Dragon',
  seven: 'Seven',
  bar: 'Bar',
  bell: 'Bell',
  cherry: 'Cherry',
  lemon: 'Lemon',
};
/** What three of a symbol are called on the pay table and in a win ("Three cherries"). */
const SYMBOL_PLURALS: Record<SlotSymbol, string> = {
  dragon: 'dragons',
  seven: 'sevens',
  bar: 'bars',
  bell: 'bells',
  cherry: 'cherries',
  lemon: 'lemons',
};

/** Fortune Slots: three reels, the pay table, a stake and a spin button (slots.js plays it). */
export function slotsPage(ctx: PageContext) {
  const symbols = Object.fromEntries(SLOT_SYMBOLS.map((s) => [s, ctx.asset(`slot-${s}.svg`)]));
  const start: SlotSymbol[] = ['seven', 'dragon', 'seven'];
  const reels = start
    .map(
      (s, i) =>
        `<div class="vd-reel"><img class="vd-symbol" src="${symbols[s]}" alt="${SYMBOL_NAMES[s]}" data-reel="${i}" width="84" height="84"></div>`,
    )
    .join('');
  const rows = [
    ...SLOT_SYMBOLS.map(
      (s) =>
        `<tr><td><span class="vd-paytable__icons">${`<img src="${symbols[s]}" alt="" width="22" height="22">`.repeat(3)}</span> Three ${SYMBOL_PLURALS[s]}</td><td>${SLOT_PAYTABLE[s]}x</td></tr>`,
    ),
    `<tr><td>Any two dragons</td><td>${SLOT_TWO_DRAGONS}x</td></tr>`,
    `<tr><td>Any two cherries</td><td>${SLOT_TWO_CHERRIES}x</td></tr>`,
  ].join('');
  const names = escapeHtml(JSON.stringify(SYMBOL_NAMES));
  const plurals = escapeHtml(JSON.stringify(SYMBOL_PLURALS));
  const body = `<nav class="vd-tabs" aria-label="Games"><a class="vd-tab" href="/vendor/demo/lottery?view=lobby">Lottery</a><a class="vd-tab" href="/vendor/demo/dice">Lucky Dice</a><span class="vd-tab vd-tab--active" aria-current="page">Slots</span></nav>
<section class="vd-section vd-slots">
  <div class="vd-reels" id="vd-reels" data-symbols="${escapeHtml(JSON.stringify(symbols))}" data-names="${names}" data-plurals="${plurals}">${reels}</div>
  <p class="vd-dice__result" id="vd-slots-result" aria-live="polite">Set your stake and spin</p>
</section>
<section class="vd-section">
  <label class="vd-field"><span>Stake</span><input id="vd-stake" type="number" inputmode="decimal" min="1" max="5000" step="1" value="10"></label>
  <button type="button" class="vd-btn vd-btn--primary vd-btn--block" id="vd-spin">Spin</button>
</section>
<section class="vd-section"><h2 class="vd-h2">Pay table</h2><table class="vd-paytable"><tbody>${rows}</tbody></table></section>`;
  return layout(ctx, ctx.title ?? 'Fortune Slots', 'slots', body, 'slots.js');
}

export function errorPage(title: string, text: string, asset: (file: string) => string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${asset('vendor.css')}"></head>
<body class="vd"><main class="vd-main vd-error"><h1 class="vd-title">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
}
