import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  expectNoSeriousA11yViolations,
  newContext,
  signUpViaApi,
  useBrowser,
} from './support/browser';
import { storedTexts, writeJournalEntry } from './support/tool-entries';

// Issue 29, "writing without a connection": the installed app opens the journal, gratitude log and intention
// offline; what is written there waits on the device (IndexedDB) as "waiting to send" and is sent once, with
// its idempotency key, when the connection is back, also after a reload in between. The service worker is on.

const browser = useBrowser();
const JOURNAL = '/api/tools/self-awareness-journal/entries';

/** A signed-up member whose app is installed: the worker controls the page and holds the offline chunks. */
async function installedMember(device: typeof PHONE | typeof DESKTOP = PHONE) {
  const context = await newContext(browser(), device);
  await signUpViaApi(context);
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // What the worker keeps at install for offline use (the writing tools have never been opened on this device).
  const offlineAssets = await page
    .locator('meta[name="offline-assets"]')
    .getAttribute('content')
    .then((content) => (content ?? '').split(' ').filter(Boolean));
  expect(offlineAssets.length).toBeGreaterThan(3);
  const cached = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys())
        for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
  const missing = async () => {
    const have = new Set(await cached());
    return offlineAssets.filter((url) => !have.has(url));
  };
  await expect.poll(missing, { timeout: 20_000 }).toEqual([]);
  return { context, page };
}

/** The POSTs that created a journal entry, as the page sent them (each try counts). */
function journalPosts(page: Page) {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === JOURNAL)
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

async function writeJournal(page: Page, text: string) {
  await writeJournalEntry(page, text);
  await page.getByRole('button', { name: 'Save entry' }).click();
}

/** The entries the device's outbox holds, read straight from IndexedDB. */
const deviceOutbox = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('dyl-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve(0);
          const count = db.transaction('entries').objectStore('entries').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

describe('writing without a connection', () => {
  it('the installed journal opens offline on a phone, keeps an entry through a reload, and sends it once', async () => {
    const { context, page } = await installedMember(PHONE);
    const posts = journalPosts(page);

    await context.setOffline(true);
    await page.goto('/tools/self-awareness-journal');
    await page.getByRole('heading', { level: 1, name: 'Self-Awareness Journal' }).waitFor();
    await page.getByText('You are offline. What you write here is kept on this device').waitFor();
    await page.getByText('Your earlier entries will show here when you are back online.').waitFor();
    await writeJournal(page, 'Written in the tunnel under the river.');

    const waiting = page.getByRole('region', { name: 'Waiting to send' });
    await waiting.getByText('Written in the tunnel under the river.').waitFor();
    await page.getByText('Kept on this device', { exact: true }).waitFor();
    expect(await page.getByLabel('What is on your mind?').inputValue()).toBe('');
    await expectNoSeriousA11yViolations(page);

    // A reload while still offline: the entry is still there, from the device.
    await page.reload();
    await waiting.getByText('Written in the tunnel under the river.').waitFor();
    expect(await deviceOutbox(page)).toBe(1);
    expect(posts).toEqual([]);

    await context.setOffline(false);
    await page
      .getByText('Written while you were offline, and now saved.', { exact: true })
      .waitFor({ timeout: 30_000 });
    await waiting.waitFor({ state: 'detached' });
    const history = page.getByRole('region', { name: 'Your journal', exact: true });
    await history.getByText('Written in the tunnel under the river.').waitFor();
    expect(await storedTexts(context, 'self-awareness-journal')).toEqual([
      'Written in the tunnel under the river.',
    ]);
    expect(posts).toHaveLength(1);
    expect(await deviceOutbox(page)).toBe(0);

    // Once only: another reload sends nothing more.
    await page.reload();
    await history.getByText('Written in the tunnel under the river.').waitFor();
    expect(posts).toHaveLength(1);
    expect(await storedTexts(context, 'self-awareness-journal')).toHaveLength(1);
    await context.close();
  });

  it('a save whose answer was lost, then a reload: sent again with the same key, saved once', async () => {
    const { context, page } = await installedMember(DESKTOP);
    const posts = journalPosts(page);
    // The first try reaches the server, which saves it; its answer is lost, and the tries after it find no
    // server, until the member reloads.
    let dropped = false;
    await page.route(`**${JOURNAL}`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      if (dropped) return route.abort('connectionrefused');
      dropped = true;
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.goto('/tools/self-awareness-journal');
    await page.getByRole('heading', { name: 'Your journal is waiting' }).waitFor();
    await writeJournal(page, 'Said it out loud, finally.');
    await page
      .getByRole('region', { name: 'Waiting to send' })
      .getByText('Said it out loud, finally.')
      .waitFor();
    await page.unroute(`**${JOURNAL}`);
    await page.reload();

    const history = page.getByRole('region', { name: 'Your journal', exact: true });
    await history.getByText('Said it out loud, finally.').waitFor({ timeout: 30_000 });
    await page.getByRole('region', { name: 'Waiting to send' }).waitFor({ state: 'detached' });
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(posts).size).toBe(1);
    expect(await storedTexts(context, 'self-awareness-journal')).toEqual(['Said it out loud, finally.']);
    await context.close();
  });

  it('an intention set offline is today’s at once, waiting to send, and can be checked in once it is saved', async () => {
    const { context, page } = await installedMember(PHONE);
    await context.setOffline(true);
    await page.goto('/tools/intention-setting-tool');
    await page.getByRole('heading', { level: 1, name: 'Intention Setting' }).waitFor();
    await page.getByLabel('Your intention').fill('Walk to the station slowly');
    await page.getByLabel('Focus area').selectOption('Calm');
    await page.getByRole('button', { name: 'Set intention' }).click();
    await page.getByText('Waiting to send: kept on this device until you are back online.').waitFor();
    await page.getByText('Walk to the station slowly').first().waitFor();

    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Evening check-in' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText('Waiting to send: kept on this device').count()).toBe(0);
    await context.close();
  });

  it('logging out with an entry waiting asks first, and leaves nothing of it on the device', async () => {
    const { context, page } = await installedMember(DESKTOP);
    await context.setOffline(true);
    await page.goto('/tools/gratitude-log');
    await page.getByLabel('Good thing 1', { exact: true }).fill('The bus driver waited');
    await page.getByRole('button', { name: 'Save entry' }).click();
    await page.getByRole('region', { name: 'Waiting to send' }).getByText('The bus driver waited').waitFor();
    // Back online, the server refuses it for now (a gateway error), so it is still waiting at logout.
    await page.route('**/api/tools/gratitude-log/entries', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Logout' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'An entry has not been sent' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay logged in' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await deviceOutbox(page)).toBe(1);

    await page.getByRole('button', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Log out and delete it' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(await deviceOutbox(page)).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('dyl:outbox-owner'))).toBeNull();
    await context.close();
  });
});
