/* Star Games Lucky Dice: an instant game settled by the server at once. */
(function () {
  'use strict';
  var VD = window.VD;
  var pick = 'big';
  var stakeInput = document.getElementById('vd-stake');
  var rollBtn = document.getElementById('vd-roll');
  var dice = document.getElementById('vd-dice');
  var result = document.getElementById('vd-dice-result');
  var src = Array.prototype.map.call(dice.querySelectorAll('[data-die]'), function (img) {
    return img.getAttribute('src');
  });
  var query = src[0].slice(src[0].indexOf('?'));

  document.querySelectorAll('[data-pick]').forEach(function (b) {
    b.addEventListener('click', function () {
      pick = b.getAttribute('data-pick');
      document.querySelectorAll('[data-pick]').forEach(function (o) {
        o.setAttribute('aria-pressed', String(o === b));
      });
    });
  });

  rollBtn.addEventListener('click', function () {
    var stake = Number(stakeInput.value);
    if (!(stake >= 1 && stake <= 5000)) {
      VD.toast('Stake must be between 1 and 5000', true);
      return;
    }
    rollBtn.disabled = true;
    VD.api('/vendor/demo/api/dice', { pick: pick, stake: stake })
      .then(function (v) {
        var imgs = dice.querySelectorAll('[data-die]');
        v.dice.forEach(function (d, i) {
          imgs[i].setAttribute('src', '/static/demo/vendor/die-' + d + '.svg' + query);
          imgs[i].setAttribute('alt', String(d));
        });
        dice.classList.remove('is-rolling');
        void dice.offsetWidth;
        dice.classList.add('is-rolling');
        result.textContent = v.win
          ? 'Total ' + v.sum + ' · You win ' + VD.money(v.payout) + '!'
          : 'Total ' + v.sum + ' · No win this time';
        result.classList.toggle('is-win', v.win);
        VD.setBalance(v.balance);
      })
      .catch(function (e) {
        VD.toast(e.message, true);
      })
      .then(function () {
        rollBtn.disabled = false;
      });
  });
})();
