// Kickoff boot: start the root config through the import map. A failure shows a plain message
// (the shell is not there yet to show anything nicer) with a reload link.
System.import('@kickoff/root-config').catch(function (err) {
  console.error('Kickoff failed to start', err);
  var root = document.getElementById('kickoff-root');
  if (root) {
    root.innerHTML = '';
    var p = document.createElement('p');
    p.setAttribute('role', 'alert');
    p.textContent = 'The site failed to load. ';
    var a = document.createElement('a');
    a.href = location.href;
    a.textContent = 'Reload';
    p.appendChild(a);
    root.appendChild(p);
  }
});
