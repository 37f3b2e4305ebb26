// The service worker: keeps the app shell and its hashed assets so the app opens offline (the page then
// says "You are offline"; the writing tools open and keep new entries in the page's IndexedDB outbox). It
// NEVER stores an /api/ response: members' data stays on the server. Bump VERSION to drop old caches (v2: the
// writing tools' chunks are kept at install).
const VERSION = 'v2';
const SHELL_CACHE = `dyl-shell-${VERSION}`;
const ASSET_CACHE = `dyl-assets-${VERSION}`;
const SHELL_URL = '/';
const STATIC_FILES = ['/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png'];

const isApi = (url) => url.pathname.startsWith('/api/');
const isHashedAsset = (url) => url.pathname.startsWith('/assets/');

/** The shell page and every script and stylesheet it names, fetched fresh. */
async function cacheShell() {
  const shell = await caches.open(SHELL_CACHE);
  const response = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await shell.put(SHELL_URL, response);
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  // Lazily loaded parts that must open offline from the first visit (the help panel), named by the build.
  const offline = /<meta name="offline-assets" content="([^"]*)"/.exec(html);
  if (offline) assets.push(...offline[1].split(' ').filter((url) => url.startsWith('/assets/')));
  const assetCache = await caches.open(ASSET_CACHE);
  await assetCache.addAll([...new Set(assets)]);
  await shell.addAll(STATIC_FILES);
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key !== SHELL_CACHE && key !== ASSET_CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

// The page sends the chunks it loads, so those routes open offline too.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-assets' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((href) => {
    const url = new URL(href, self.location.origin);
    return url.origin === self.location.origin && isHashedAsset(url);
  });
  // Only what the cache lacks: a chunk fetched through this worker is in it already.
  const keep = async () => {
    const cache = await caches.open(ASSET_CACHE);
    const missing = [];
    for (const url of urls) if (!(await cache.match(url))) missing.push(url);
    await cache.addAll(missing);
  };
  event.waitUntil(keep().catch(() => undefined));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Other sites and every API call go straight to the network, never into a cache.
  if (url.origin !== self.location.origin || isApi(url)) return;

  if (request.mode === 'navigate') {
    // Network first, so a deploy shows at once; the cached shell only when the network fails.
    event.respondWith(fetch(request).catch(async () => (await caches.match(SHELL_URL)) ?? Response.error()));
    return;
  }
  if (isHashedAsset(url)) {
    // A hashed file never changes: the cache answers first, and anything new is kept for next time.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }
  if (STATIC_FILES.includes(url.pathname)) {
    event.respondWith(fetch(request).catch(async () => (await caches.match(request)) ?? Response.error()));
  }
});

// Reminders (issue 29): a push from the app's server carries { title, body, url, tag, snooze }, encrypted for
// this browser. The tag is one per delivery, so a reminder sent twice (its sender died mid-send) shows once.
self.addEventListener('push', (event) => {
  let reminder;
  try {
    reminder = event.data ? event.data.json() : null;
  } catch {
    reminder = null;
  }
  if (!reminder || typeof reminder.title !== 'string') return;
  const url = typeof reminder.url === 'string' && reminder.url.startsWith('/') ? reminder.url : '/dashboard';
  event.waitUntil(
    self.registration.showNotification(reminder.title, {
      body: typeof reminder.body === 'string' ? reminder.body : '',
      tag: typeof reminder.tag === 'string' ? reminder.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url, snooze: isApiPath(reminder.snooze) ? reminder.snooze : undefined },
      actions: isApiPath(reminder.snooze) ? [{ action: 'snooze', title: 'In an hour' }] : [],
    }),
  );
});

function isApiPath(path) {
  return typeof path === 'string' && path.startsWith('/api/reminders/');
}

// "In an hour": the app's server queues the reminder again (the member's cookie goes with the request).
async function snooze(path) {
  const response = await fetch(path, { method: 'POST', credentials: 'same-origin' }).catch(() => null);
  if (response && response.ok) return;
  await self.registration.showNotification('The reminder could not be snoozed', {
    body: 'Open the app to set it again, or snooze every reminder from your profile.',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: '/profile#reminders' },
  });
}

// A tap opens the tool: in a window of the app already open if there is one, else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  if (event.action === 'snooze' && isApiPath(data.snooze)) {
    event.waitUntil(snooze(data.snooze));
    return;
  }
  const path = event.notification.data && event.notification.data.url;
  const target = new URL(
    typeof path === 'string' && path.startsWith('/') ? path : '/dashboard',
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) {
        await open.focus();
        if ('navigate' in open) await open.navigate(target.href);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
