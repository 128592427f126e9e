// Kickoff boot: start the root config through the import map, and own the site-failed block: a plain
// alert with a reload link, shown when SystemJS itself is missing, when the root config cannot load,
// and when a running page reports `kickoff:site-failed` (the root config failed to start, or the shell
// module is missing). Plain script: nothing else has loaded when it may be needed.
(function () {
  var shown = false;
  function showSiteFailed(reason) {
    console.error('Kickoff failed to load', reason);
    if (shown) return;
    shown = true;
    var root = document.getElementById('kickoff-root') || document.body;
    var loading = root.querySelector('.kickoff-boot');
    if (loading) loading.remove();
    var ru = (document.documentElement.lang || '').slice(0, 2) === 'ru';
    var block = document.createElement('div');
    block.className = 'kickoff-site-failed';
    block.setAttribute('role', 'alert');
    block.setAttribute('data-state', 'site-failed');
    block.textContent = ru ? 'Сайт не загрузился. ' : 'The site failed to load. ';
    var a = document.createElement('a');
    a.href = location.href;
    a.textContent = ru ? 'Обновить страницу' : 'Reload the page';
    block.appendChild(a);
    root.insertBefore(block, root.firstChild);
  }
  window.addEventListener('kickoff:site-failed', function (event) {
    var detail = event.detail;
    showSiteFailed(detail && typeof detail.reason === 'string' ? detail.reason : 'unknown');
  });
  if (typeof System === 'undefined' || typeof System.import !== 'function') {
    showSiteFailed('SystemJS (/dist/vendor/system.min.js) did not load');
    return;
  }
  // A page the server drew (issue 25) shows its buttons before their code has run: a click on one of
  // them is held (a button, or { el, value } for a select), and played once its part is hydrated
  // (`kickoff:hydrated`, after which React handles events itself). Links work without script and are left alone.
  var held = [];
  var drawnPart = function (el) {
    return el.closest('[data-server-view]');
  };
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
      if (!target || !drawnPart(target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (held.indexOf(target) < 0) held.push(target);
    },
    true,
  );
  // A choice made in a drawn select before then is played the same way, with the value the visitor chose.
  document.addEventListener(
    'change',
    function (event) {
      var target = event.target;
      if (!(target instanceof HTMLSelectElement) || !drawnPart(target)) return;
      event.stopImmediatePropagation();
      held = held.filter(function (item) {
        return item.el !== target;
      });
      held.push({ el: target, value: target.value });
    },
    true,
  );
  window.addEventListener('kickoff:hydrated', function () {
    var waiting = held;
    held = [];
    waiting.forEach(function (item) {
      var el = item.el || item;
      if (!el.isConnected) return;
      if (drawnPart(el)) held.push(item);
      else if (item.el) {
        el.value = item.value;
        el.dispatchEvent(new Event('change', { bubbles: true }));
      } else el.click();
    });
  });
  function start() {
    System.import('@kickoff/root-config').catch(showSiteFailed);
  }
  // A page the server drew (issue 25) is shown first: the modules start right after its first frame, not
  // in front of it. A page without a server view has nothing to show yet, so they start at once.
  if (document.querySelector('[data-server-view]') && typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  } else {
    start();
  }
})();
