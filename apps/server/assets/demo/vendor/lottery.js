/* Star Games lottery: lobby countdowns, number picking, bet slip, my orders with cancel. */
(function () {
  'use strict';
  var VD = window.VD;
  var body = document.body;
  var section = document.querySelector('[data-server-time]');
  // Countdowns follow the server clock, not the device's.
  var skew = section ? Number(section.getAttribute('data-server-time')) - Date.now() : 0;
  var refreshing = false;

  function fmt(ms) {
    var s = Math.max(0, Math.ceil(ms / 1000));
    var m = Math.floor(s / 60);
    var r = s % 60;
    return (m < 10 ? '0' : '') + m + ':' + (r < 10 ? '0' : '') + r;
  }

  function renderBalls(container, result, code) {
    container.textContent = '';
    result.forEach(function (n) {
      container.appendChild(
        VD.el('span', 'vd-ball vd-ball--' + (code === 'L645' ? 'lotto' : 'digit'), String(n)),
      );
    });
  }

  function refreshLobby() {
    if (refreshing) return;
    refreshing = true;
    VD.api('/vendor/demo/api/lobby')
      .then(function (value) {
        skew = value.serverTime - Date.now();
        VD.setBalance(value.balance);
        value.games.forEach(function (g) {
          var scope = document.querySelector('[data-game="' + g.code + '"]');
          if (!scope) return;
          var count = scope.querySelector('[data-closes-at]');
          if (count) count.setAttribute('data-closes-at', String(g.closesAt));
          scope.querySelectorAll('[data-draw-no]').forEach(function (n) {
            if (n.tagName === 'SECTION') n.setAttribute('data-draw-no', g.drawNo);
            else n.textContent = g.drawNo;
          });
          if (scope.hasAttribute('data-draw-no')) scope.setAttribute('data-draw-no', g.drawNo);
          var last = scope.querySelector('[data-last]');
          if (last && g.results[0]) renderBalls(last, g.results[0].result, g.code);
        });
        loadOrders();
      })
      .catch(function () {})
      .then(function () {
        refreshing = false;
      });
  }

  function tick() {
    var now = Date.now() + skew;
    var due = false;
    document.querySelectorAll('[data-closes-at]').forEach(function (node) {
      var closesAt = Number(node.getAttribute('data-closes-at'));
      var lock = Number(node.getAttribute('data-lock') || 0) * 1000;
      var left = closesAt - lock - now;
      node.textContent = left > 0 ? fmt(left) : 'Drawing…';
      node.classList.toggle('is-closed', left <= 0);
      if (closesAt <= now) due = true;
    });
    if (due) refreshLobby();
  }

  // ---- My orders (§7 /lgw/orders and /lgw/orders/suborders/cancel) ----
  var ordersBox = document.getElementById('vd-orders');
  var LABELS = {
    digit: 'Digit',
    big: 'Big',
    small: 'Small',
    odd: 'Odd',
    even: 'Even',
    pick6: 'Pick 6',
  };
  function describe(sub) {
    if (sub.betType === 'digit')
      return 'Position ' + 'ABCDE'.charAt(sub.selection[0] - 1) + ' = ' + sub.selection[1];
    if (sub.betType === 'pick6') return 'Pick 6: ' + sub.selection.join(' ');
    return LABELS[sub.betType] || sub.betType;
  }
  function loadOrders() {
    if (!ordersBox) return;
    VD.api('/lgw/orders?size=10')
      .then(function (value) {
        VD.setBalance(value.balance);
        ordersBox.textContent = '';
        if (!value.orders.length) {
          ordersBox.appendChild(
            VD.el('p', 'vd-muted', 'No orders yet. Place a bet to see it here.'),
          );
          return;
        }
        value.orders.forEach(function (order) {
          var card = VD.el('article', 'vd-order');
          card.setAttribute('data-order-no', order.orderNo);
          var head = VD.el('div', 'vd-order__head');
          var left = VD.el('div');
          left.appendChild(VD.el('strong', '', order.gameName));
          left.appendChild(document.createTextNode(' · ' + order.drawNo));
          head.appendChild(left);
          head.appendChild(VD.el('span', '', 'Stake ' + VD.money(order.totalStake)));
          card.appendChild(head);
          if (order.result) {
            var res = VD.el('div', 'vd-balls');
            renderBalls(res, order.result, order.gameCode);
            res.style.marginTop = '8px';
            card.appendChild(res);
          }
          order.subOrders.forEach(function (sub) {
            var row = VD.el('div', 'vd-sub');
            row.setAttribute('data-sub-order-no', sub.subOrderNo);
            row.appendChild(VD.el('span', '', describe(sub) + ' · ' + VD.money(sub.stake)));
            var statusText =
              sub.status === 'won'
                ? 'Won ' + VD.money(sub.payout)
                : sub.status.charAt(0).toUpperCase() + sub.status.slice(1);
            row.appendChild(VD.el('span', 'vd-status vd-status--' + sub.status, statusText));
            if (sub.cancellable) {
              var btn = VD.el('button', 'vd-btn vd-btn--sm', 'Cancel');
              btn.type = 'button';
              btn.setAttribute('aria-label', 'Cancel ' + describe(sub));
              btn.addEventListener('click', function () {
                btn.disabled = true;
                VD.api('/lgw/orders/suborders/cancel', { subOrderNo: sub.subOrderNo })
                  .then(function (v) {
                    VD.setBalance(v.balance);
                    VD.toast('Cancelled, ' + VD.money(v.refund) + ' refunded');
                    loadOrders();
                  })
                  .catch(function (e) {
                    btn.disabled = false;
                    VD.toast(e.message, true);
                  });
              });
              row.appendChild(btn);
            } else {
              row.appendChild(VD.el('span'));
            }
            card.appendChild(row);
          });
          ordersBox.appendChild(card);
        });
      })
      .catch(function (e) {
        ordersBox.textContent = e.message;
      });
  }

  // ---- Betting view ----
  var betting = document.getElementById('vd-betting');
  if (betting) {
    var game = betting.getAttribute('data-game');
    var stakeInput = document.getElementById('vd-stake');
    var placeBtn = document.getElementById('vd-place');
    var linesOut = document.getElementById('vd-lines');
    var totalOut = document.getElementById('vd-total');

    function pressed(selector) {
      return Array.prototype.slice.call(
        document.querySelectorAll(selector + '[aria-pressed="true"]'),
      );
    }
    function lines() {
      var stake = Number(stakeInput.value);
      if (game === 'L645') {
        var nums = pressed('[data-num]').map(function (b) {
          return Number(b.getAttribute('data-num'));
        });
        var picked = document.getElementById('vd-picked');
        if (picked) picked.textContent = String(nums.length);
        return nums.length === 6 ? [{ betType: 'pick6', selection: nums, stake: stake }] : [];
      }
      var out = pressed('[data-side]').map(function (b) {
        return { betType: b.getAttribute('data-side'), selection: [], stake: stake };
      });
      pressed('[data-digit]').forEach(function (b) {
        out.push({
          betType: 'digit',
          selection: [Number(b.getAttribute('data-pos')), Number(b.getAttribute('data-digit'))],
          stake: stake,
        });
      });
      return out;
    }
    function update() {
      var l = lines();
      var stake = Number(stakeInput.value);
      var okStake = stake >= 1 && stake <= 5000;
      linesOut.textContent = String(l.length);
      totalOut.textContent = VD.money(okStake ? l.length * stake : 0);
      placeBtn.disabled = !l.length || !okStake;
    }
    document.querySelectorAll('[data-num],[data-side],[data-digit]').forEach(function (b) {
      b.addEventListener('click', function () {
        var on = b.getAttribute('aria-pressed') !== 'true';
        if (on && game === 'L645' && pressed('[data-num]').length >= 6) {
          VD.toast('Six numbers already picked', true);
          return;
        }
        b.setAttribute('aria-pressed', String(on));
        update();
      });
    });
    var quick = document.getElementById('vd-quick');
    if (quick)
      quick.addEventListener('click', function () {
        var pool = [];
        for (var i = 1; i <= 45; i++) pool.push(i);
        var pick = [];
        var rnd = new Uint32Array(6);
        crypto.getRandomValues(rnd);
        for (var k = 0; k < 6; k++) pick.push(pool.splice(rnd[k] % pool.length, 1)[0]);
        document.querySelectorAll('[data-num]').forEach(function (b) {
          b.setAttribute(
            'aria-pressed',
            String(pick.indexOf(Number(b.getAttribute('data-num'))) >= 0),
          );
        });
        update();
      });
    var clear = document.getElementById('vd-clear');
    if (clear)
      clear.addEventListener('click', function () {
        document.querySelectorAll('[data-num]').forEach(function (b) {
          b.setAttribute('aria-pressed', 'false');
        });
        update();
      });
    stakeInput.addEventListener('input', update);
    placeBtn.addEventListener('click', function () {
      var l = lines();
      if (!l.length) return;
      placeBtn.disabled = true;
      VD.api('/vendor/demo/api/bets', { gameCode: game, lines: l })
        .then(function (v) {
          VD.setBalance(v.balance);
          VD.toast('Bet placed · ' + v.orderNo);
          document.querySelectorAll('[aria-pressed="true"]').forEach(function (b) {
            if (!b.hasAttribute('data-pick')) b.setAttribute('aria-pressed', 'false');
          });
          update();
          loadOrders();
        })
        .catch(function (e) {
          VD.toast(e.message, true);
          update();
        });
    });
    update();
  }

  tick();
  setInterval(tick, 1000);
  loadOrders();
  void body;
})();
