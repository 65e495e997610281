/* Star Games Fortune Slots: three reels, one line; the server spins and settles each round. */
(function () {
  'use strict';
  var VD = window.VD;
  var reels = document.getElementById('vd-reels');
  var stakeInput = document.getElementById('vd-stake');
  var spinBtn = document.getElementById('vd-spin');
  var result = document.getElementById('vd-slots-result');
  var symbols = JSON.parse(reels.getAttribute('data-symbols'));
  var names = JSON.parse(reels.getAttribute('data-names'));
  var plurals = JSON.parse(reels.getAttribute('data-plurals'));
  var LINES = {
    'two-dragon': 'Two dragons',
    'two-cherry': 'Two cherries',
  };

  function lineName(line) {
    if (!line) return '';
    if (LINES[line]) return LINES[line];
    var symbol = line.replace('three-', '');
    return 'Three ' + (plurals[symbol] || symbol);
  }

  spinBtn.addEventListener('click', function () {
    var stake = Number(stakeInput.value);
    if (!(stake >= 1 && stake <= 5000)) {
      VD.toast('Stake must be between 1 and 5000', true);
      return;
    }
    spinBtn.disabled = true;
    reels.classList.remove('is-spinning');
    void reels.offsetWidth;
    reels.classList.add('is-spinning');
    VD.api('/vendor/demo/api/slots', { stake: stake })
      .then(function (v) {
        var imgs = reels.querySelectorAll('[data-reel]');
        v.reels.forEach(function (s, i) {
          imgs[i].setAttribute('src', symbols[s]);
          imgs[i].setAttribute('alt', names[s] || s);
        });
        result.textContent = v.win
          ? lineName(v.line) + ' · You win ' + VD.money(v.payout) + '!'
          : 'No win this time';
        result.classList.toggle('is-win', v.win);
        VD.setBalance(v.balance);
      })
      .catch(function (e) {
        VD.toast(e.message, true);
      })
      .then(function () {
        spinBtn.disabled = false;
      });
  });
})();
