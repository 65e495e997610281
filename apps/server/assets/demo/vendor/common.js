/* Star Games demo vendor: helpers shared by the lottery and dice pages (no framework, no inline code). */
(function () {
  'use strict';
  var toastTimer;
  function toast(text, isError) {
    var el = document.getElementById('vd-toast');
    if (!el) return;
    el.textContent = text;
    el.classList.toggle('is-error', !!isError);
    el.classList.add('is-visible');
    clearTimeout(toastTimer);
    toastTimer = setTimeout(function () {
      el.classList.remove('is-visible');
    }, 1500);
  }
  function money(n) {
    return Number(n).toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  }
  function setBalance(n) {
    var el = document.getElementById('vd-balance');
    if (!el || n === null || n === undefined) return;
    el.dataset.balance = String(n);
    el.textContent = money(n);
  }
  /** Calls the vendor API; the vendor session cookie identifies the player. Resolves the envelope value. */
  function api(path, body) {
    var init = { credentials: 'same-origin', headers: { Accept: 'application/json' } };
    if (body !== undefined) {
      init.method = 'POST';
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return fetch(path, init)
      .then(function (res) {
        return res.json().catch(function () {
          return { success: false, message: 'Network error' };
        });
      })
      .then(function (env) {
        if (!env || !env.success) throw new Error((env && env.message) || 'Unknown error');
        return env.value;
      });
  }
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  // Inside the operator app's game page (a frame) the app's own bar has the Back button: the
  // page keeps one Back, not two. Opened on its own, the page shows its Back to backUrl.
  if (window.self !== window.top) document.documentElement.classList.add('vd-framed');
  window.VD = { toast: toast, money: money, setBalance: setBalance, api: api, el: el };
})();
