/**
 * Registers public/sw.js (production builds only: in development Vite's modules would be cached), then
 * hands it the hashed chunks this page has already loaded so they open offline as well.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const urls = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.startsWith('/assets/'));
        registration.active?.postMessage({ type: 'cache-assets', urls });
      })
      .catch(() => {
        // No offline support this time (e.g. private mode); the app works as before.
      });
  });
}
