// Run by the page before anything else renders (inline in its head): applies the remembered colour
// mode so a dark page never flashes white. The BFF's CSP allows it by its hash. The storage key
// and rules match shared-ui/src/core/theme/color-mode.ts (a test compares).
(function (key) {
  var stored;
  try {
    stored = localStorage.getItem(key);
  } catch {
    // No storage (blocked by the browser): the system's preference decides.
  }
  var prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  var mode = stored === 'light' || stored === 'dark' ? stored : prefersDark ? 'dark' : 'light';
  document.documentElement.classList.add(mode);
  document.documentElement.style.colorScheme = mode;
})('pcb-color-mode');
