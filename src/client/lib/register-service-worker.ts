const isAsset = (name: string) => new URL(name).pathname.startsWith('/assets/');

/**
 * Registers public/sw.js (production builds only: in development Vite's modules would be cached), then
 * hands it the hashed chunks this page has loaded so they open offline as well: those loaded before the
 * worker was ready, and any chunk loaded after (a page's lazy parts, or one that arrived while the worker
 * was starting: it does not see the page's requests until it controls the page).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const send = (urls: string[]) => {
          if (urls.length > 0) registration.active?.postMessage({ type: 'cache-assets', urls });
        };
        const namesOf = (entries: PerformanceEntryList) => entries.map((entry) => entry.name).filter(isAsset);
        new PerformanceObserver((list) => send(namesOf(list.getEntries()))).observe({
          type: 'resource',
        });
        send(namesOf(performance.getEntriesByType('resource')));
      })
      .catch(() => {
        // No offline support this time (e.g. private mode); the app works as before.
      });
  });
}
