// Runs before the first paint (loaded synchronously in <head>; the CSP forbids inline scripts), so a
// member who chose dark, or whose system is dark, never sees a white flash. Keep in step with theme-store.ts.
(function () {
  try {
    var stored = localStorage.getItem('dyl-theme');
    var dark =
      stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    // Storage blocked: the light theme it is.
  }
})();
