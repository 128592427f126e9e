// The operator console's boot: load @kickoff/backoffice through the import map, or say plainly that it
// did not load (nothing else is there to say it). Plain script, as the shell's boot.js.
(function () {
  function failed(reason) {
    console.error('The Kickoff console failed to load', reason);
    var root = document.getElementById('backoffice-root') || document.body;
    var block = document.createElement('div');
    block.setAttribute('role', 'alert');
    block.textContent = 'The console failed to load. ';
    var a = document.createElement('a');
    a.href = location.href;
    a.textContent = 'Reload the page';
    block.appendChild(a);
    root.replaceChildren(block);
  }
  if (typeof System === 'undefined' || typeof System.import !== 'function') {
    failed('SystemJS did not load');
    return;
  }
  System.import('@kickoff/backoffice').then(function (mod) {
    return mod.start(document.getElementById('backoffice-root'));
  }).catch(failed);
})();
