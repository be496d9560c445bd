import { escapeHtml } from '../../lib/html';

/**
 * The simulator's `snap.js`: `window.snap.pay(token, {onSuccess, onPending, onError, onClose})` as the
 * real Snap defines it. The shop's pages forbid frames and inline scripts (CSP), so the payment panel is
 * drawn by this script in the page itself (an overlay), or full-page on the redirect page, which loads
 * this same file with `data-redirect-token`. The payer's choice is posted to the simulator, which sends
 * the signed notification to the shop's notification handler before answering.
 */
export const SNAP_SCRIPT = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var base = script.src.replace(/snap\.js(\?.*)?$/, '');
  var busy = false;

  function call(method, path, body) {
    return fetch(base + path, {
      method: method,
      credentials: 'same-origin',
      headers: body ? { 'content-type': 'application/json', 'x-csrf': '1' } : {},
      body: body ? JSON.stringify(body) : undefined
    }).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok) throw new Error(json.message || ('HTTP ' + response.status));
        return json;
      });
    });
  }

  function el(tag, style, text) {
    var node = document.createElement(tag);
    node.setAttribute('style', style);
    if (text) node.textContent = text;
    return node;
  }

  function rupiah(amount) {
    return 'Rp. ' + Number(amount).toLocaleString('id-ID');
  }

  function render(token, fullPage, done) {
    var shade = el('div', fullPage
      ? 'min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f3f4f6;font-family:system-ui,sans-serif'
      : 'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.55);font-family:system-ui,sans-serif');
    var box = el('div', 'background:#fff;color:#111;border-radius:12px;padding:24px;width:min(92vw,380px);box-shadow:0 10px 40px rgba(0,0,0,.3)');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', 'Simulator Pembayaran');
    box.appendChild(el('h2', 'margin:0 0 4px;font-size:20px', 'Simulator Pembayaran'));
    var info = el('p', 'margin:0 0 16px;color:#555;font-size:14px', 'Memuat pesanan…');
    box.appendChild(info);
    var message = el('p', 'margin:0 0 12px;color:#b91c1c;font-size:14px;min-height:1em', '');
    message.setAttribute('role', 'status');
    var choices = [
      ['pay', 'Bayar sekarang', '#16a34a'],
      ['pending', 'Bayar nanti (tertunda)', '#d97706'],
      ['fail', 'Gagalkan pembayaran', '#dc2626'],
      ['close', 'Tutup', '#6b7280']
    ];
    var buttons = choices.map(function (choice) {
      var button = el('button', 'display:block;width:100%;margin:0 0 8px;padding:10px;border:0;border-radius:8px;font-size:15px;cursor:pointer;color:#fff;background:' + choice[2], choice[1]);
      button.type = 'button';
      button.setAttribute('data-action', choice[0]);
      button.addEventListener('click', function () {
        if (busy) return;
        busy = true;
        buttons.forEach(function (b) { b.disabled = true; });
        call('POST', 'pay/' + encodeURIComponent(token), { action: choice[0] }).then(function (result) {
          if (!fullPage) document.body.removeChild(shade);
          busy = false;
          done(choice[0], result);
        }, function (error) {
          busy = false;
          buttons.forEach(function (b) { b.disabled = false; });
          message.textContent = 'Gagal: ' + error.message;
        });
      });
      box.appendChild(button);
      return button;
    });
    box.appendChild(message);
    shade.appendChild(box);
    document.body.appendChild(shade);
    buttons[0].focus();
    call('GET', 'orders/' + encodeURIComponent(token)).then(function (order) {
      info.textContent = 'Order ' + order.order_id + ' · ' + rupiah(order.gross_amount);
    }, function (error) {
      info.textContent = 'Pesanan tidak ditemukan (' + error.message + ')';
    });
  }

  function pay(token, callbacks) {
    callbacks = callbacks || {};
    render(token, false, function (action, result) {
      var handler = { pay: callbacks.onSuccess, pending: callbacks.onPending, fail: callbacks.onError, close: callbacks.onClose }[action];
      if (typeof handler === 'function') action === 'close' ? handler() : handler(result);
    });
  }

  window.snap = { pay: pay };

  var redirectToken = script.getAttribute('data-redirect-token');
  if (redirectToken) {
    var start = function () {
      render(redirectToken, true, function (_action, result) { window.location.assign(result.finish_redirect_url); });
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  }
})();
`;

/** The redirect flow's page: no inline script (the shop's CSP forbids it), only `snap.js` in full-page mode. */
export function paymentPage(token: string): string {
  const safe = escapeHtml(token);
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulator Pembayaran</title>
<link rel="icon" href="data:,">
</head>
<body style="margin:0">
<noscript>Aktifkan JavaScript untuk memakai simulator pembayaran.</noscript>
<script src="../snap.js" data-redirect-token="${safe}"></script>
</body>
</html>
`;
}
