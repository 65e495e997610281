/*
 * Star Games lottery mini-game (SPEC §7 GET /mini-game/{v1|s1}/minigame.js, §2 screen 16).
 *
 * Global API, for the host page:
 *   var handle = window.MCMiniGame.mount(element, { token, merchant, language });
 *   handle.unmount();
 *   window.MCMiniGame.variant   // 'v1' (Lucky 5D Big/Small) or 's1' (Lucky 5D Odd/Even), from the script URL
 * The widget renders into `element` and calls the vendor API of the same origin with the member's
 * app session token (Authorization) and the merchant code (Merchant header).
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var src = (script && script.src) || '';
  var variant = /\/s1\//.test(src) ? 's1' : 'v1';
  var origin = src ? new URL(src, location.href).origin : location.origin;
  var SIDES =
    variant === 's1'
      ? [
          ['odd', 'Odd'],
          ['even', 'Even'],
        ]
      : [
          ['big', 'Big'],
          ['small', 'Small'],
        ];
  var CHIPS = [10, 50, 100];

  function ensureStyles() {
    if (document.getElementById('mcmg-css')) return;
    var link = document.createElement('link');
    link.id = 'mcmg-css';
    link.rel = 'stylesheet';
    link.href = origin + '/static/demo/vendor/minigame.css';
    document.head.appendChild(link);
  }
  function el(tag, className, text) {
    var n = document.createElement(tag);
    if (className) n.className = className;
    if (text !== undefined) n.textContent = text;
    return n;
  }
  function money(n) {
    return Number(n).toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  }

  function mount(root, options) {
    options = options || {};
    ensureStyles();
    var headers = { Accept: 'application/json' };
    if (options.token) headers.Authorization = options.token;
    if (options.merchant) headers.Merchant = options.merchant;
    if (options.language) headers.Language = options.language;
    function api(path, body) {
      var init = { headers: Object.assign({}, headers), credentials: 'omit' };
      if (body) {
        init.method = 'POST';
        init.headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
      return fetch(origin + path, init)
        .then(function (r) {
          return r.json();
        })
        .then(function (env) {
          if (!env || !env.success) throw new Error((env && env.message) || 'Unknown error');
          return env.value;
        });
    }

    var state = {
      stake: CHIPS[0],
      side: SIDES[0][0],
      draw: null,
      skew: 0,
      busy: false,
      alive: true,
    };
    root.textContent = '';
    var box = el('div', 'mcmg mcmg--' + variant);
    var head = el('div', 'mcmg__head');
    head.appendChild(el('span', 'mcmg__logo', '5D'));
    var titles = el('div', 'mcmg__titles');
    titles.appendChild(el('strong', 'mcmg__title', 'Lucky 5D'));
    var drawNo = el('span', 'mcmg__draw', '…');
    titles.appendChild(drawNo);
    head.appendChild(titles);
    var countdown = el('span', 'mcmg__count', '--:--');
    countdown.setAttribute('aria-label', 'Time left');
    head.appendChild(countdown);
    box.appendChild(head);

    var last = el('div', 'mcmg__balls');
    box.appendChild(last);

    var sideRow = el('div', 'mcmg__row');
    sideRow.setAttribute('role', 'group');
    sideRow.setAttribute('aria-label', 'Bet');
    SIDES.forEach(function (s) {
      var b = el('button', 'mcmg__side', s[1] + ' 1.96x');
      b.type = 'button';
      b.setAttribute('data-side', s[0]);
      b.setAttribute('aria-pressed', String(s[0] === state.side));
      b.addEventListener('click', function () {
        state.side = s[0];
        sideRow.querySelectorAll('button').forEach(function (o) {
          o.setAttribute('aria-pressed', String(o === b));
        });
      });
      sideRow.appendChild(b);
    });
    box.appendChild(sideRow);

    var chipRow = el('div', 'mcmg__row');
    chipRow.setAttribute('role', 'group');
    chipRow.setAttribute('aria-label', 'Stake');
    CHIPS.forEach(function (c) {
      var b = el('button', 'mcmg__chip', String(c));
      b.type = 'button';
      b.setAttribute('aria-pressed', String(c === state.stake));
      b.setAttribute('aria-label', 'Stake ' + c);
      b.addEventListener('click', function () {
        state.stake = c;
        chipRow.querySelectorAll('button').forEach(function (o) {
          o.setAttribute('aria-pressed', String(o === b));
        });
      });
      chipRow.appendChild(b);
    });
    box.appendChild(chipRow);

    var foot = el('div', 'mcmg__foot');
    var balance = el('span', 'mcmg__balance', '');
    balance.setAttribute('aria-live', 'polite');
    foot.appendChild(balance);
    var betBtn = el('button', 'mcmg__bet', 'Bet');
    betBtn.type = 'button';
    foot.appendChild(betBtn);
    box.appendChild(foot);

    var msg = el('p', 'mcmg__msg', '');
    msg.setAttribute('role', 'status');
    box.appendChild(msg);
    var list = el('ul', 'mcmg__orders');
    list.setAttribute('aria-label', 'My bets');
    box.appendChild(list);
    root.appendChild(box);

    function setBalance(v) {
      if (v !== null && v !== undefined) balance.textContent = 'Balance ' + money(v);
    }
    function balls(result) {
      last.textContent = '';
      (result || []).forEach(function (n) {
        last.appendChild(el('span', 'mcmg__ball', String(n)));
      });
    }
    function loadLobby() {
      return api('/vendor/demo/api/lobby').then(function (v) {
        if (!state.alive) return;
        var g = v.games.filter(function (x) {
          return x.code === 'L5D';
        })[0];
        state.skew = v.serverTime - Date.now();
        state.draw = g;
        drawNo.textContent = 'Draw ' + g.drawNo;
        balls(g.results[0] && g.results[0].result);
        setBalance(v.balance);
        tick();
      });
    }
    function loadOrders() {
      return api('/lgw/orders?gameCode=L5D&size=3').then(function (v) {
        if (!state.alive) return;
        setBalance(v.balance);
        list.textContent = '';
        v.orders.forEach(function (o) {
          o.subOrders.forEach(function (s) {
            var li = el('li', 'mcmg__order');
            li.appendChild(
              el('span', '', o.drawNo.slice(-3) + ' · ' + s.betType + ' · ' + money(s.stake)),
            );
            li.appendChild(
              el(
                'span',
                'mcmg__st mcmg__st--' + s.status,
                s.status === 'won' ? '+' + money(s.payout) : s.status,
              ),
            );
            list.appendChild(li);
          });
        });
      });
    }
    function tick() {
      if (!state.draw) return;
      var left = state.draw.closesAt - state.draw.lockSeconds * 1000 - (Date.now() + state.skew);
      if (state.draw.closesAt <= Date.now() + state.skew) {
        state.draw = null;
        loadLobby()
          .then(loadOrders)
          .catch(function () {});
        return;
      }
      var s = Math.max(0, Math.ceil(left / 1000));
      countdown.textContent =
        left > 0
          ? String(Math.floor(s / 60)).padStart(2, '0') + ':' + String(s % 60).padStart(2, '0')
          : 'Drawing';
      betBtn.disabled = left <= 0 || state.busy;
    }
    betBtn.addEventListener('click', function () {
      if (state.busy || !state.draw) return;
      state.busy = true;
      betBtn.disabled = true;
      api('/vendor/demo/api/bets', {
        gameCode: 'L5D',
        drawNo: state.draw.drawNo,
        lines: [{ betType: state.side, selection: [], stake: state.stake }],
      })
        .then(function (v) {
          setBalance(v.balance);
          msg.textContent = 'Bet placed on draw ' + v.drawNo;
          return loadOrders();
        })
        .catch(function (e) {
          msg.textContent = e.message;
        })
        .then(function () {
          state.busy = false;
          tick();
        });
    });

    loadLobby()
      .then(loadOrders)
      .catch(function (e) {
        msg.textContent = e.message;
      });
    var timer = setInterval(tick, 1000);
    return {
      unmount: function () {
        state.alive = false;
        clearInterval(timer);
        root.textContent = '';
      },
    };
  }

  window.MCMiniGame = { version: '1.0.0', variant: variant, mount: mount };
})();
