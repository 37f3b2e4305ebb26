import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, uniqueMember, useBrowser } from './support/browser';
import { freePort, startServer, type ServerProcess } from './support/server-process';
import { storedTexts, writeJournalEntry } from './support/tool-entries';

// Issue 26, "a failed save never blanks the page". This file runs its own server (the built app, as the shared
// one) so that it can stop it mid-save and start it again on the same port and data: the shared server of
// the global setup serves every other journey. Service workers are blocked so that what the page downloads
// comes from the server or not at all (the worker's cache would otherwise decide what loads offline).

const browser = useBrowser();
let server: ServerProcess | undefined;
let port = 0;
let dataDir = '';
const baseUrl = () => `http://localhost:${port}`;
// The server closes at once on SIGTERM (no load balancer to warn here), as a crash or a restart would look.
const start = async () => (server = await startServer({ port, dataDir, env: { SHUTDOWN_GRACE_MS: '0' } }));
const stop = async () => {
  await server?.stop();
  server = undefined;
};

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'dyl-e2e-offline-save-'));
});
// Up for every test, even after one that failed while it was stopped.
beforeEach(async () => {
  if (!server) await start();
});
afterAll(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function memberContext(device: typeof DESKTOP | typeof PHONE = DESKTOP): Promise<BrowserContext> {
  const context = await browser().newContext({ ...device, baseURL: baseUrl(), serviceWorkers: 'block' });
  const response = await context.request.post('/api/account/sign-up', {
    data: uniqueMember(),
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(201);
  return context;
}

/** Counts the page's failed attempts to create an entry (each try of a waiting save is one). */
function failedCreates(page: Page, toolKey: string) {
  const failures = { count: 0 };
  page.on('requestfailed', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/tools/${toolKey}/entries`))
      failures.count += 1;
  });
  return failures;
}

describe('a failed save never blanks the page', () => {
  it('gratitude log: the server stops mid-save; the page stays, says so, and saves the entry once it is back', async () => {
    const context = await memberContext();
    // An entry from before, to edit while the server is down.
    const seeded = await context.request.post('/api/tools/gratitude-log/entries', {
      data: { data: { items: ['Yesterday’s sunset'] } },
      headers: { origin: baseUrl() },
    });
    expect(seeded.status()).toBe(201);
    const page = await context.newPage();
    await page.goto('/tools/gratitude-log');
    const history = page.getByRole('region', { name: 'Your gratitude log' });
    await history.getByText('Yesterday’s sunset').waitFor();
    const heading = page.getByRole('heading', { level: 1 });
    const title = await heading.textContent();
    const failures = failedCreates(page, 'gratitude-log');

    await page.getByLabel('Good thing 1', { exact: true }).fill('The kettle singing');
    await stop();
    await page.getByRole('button', { name: 'Save entry' }).click();

    // Kept on the device and shown as waiting, in words; the form is free for the next entry.
    const waiting = page.getByRole('region', { name: 'Waiting to send' });
    await waiting.getByText('The kettle singing').waitFor();
    await page.getByText('Kept on this device', { exact: true }).waitFor();
    expect(await page.getByLabel('Good thing 1', { exact: true }).inputValue()).toBe('');
    // Still there after several tries (about 3.5 s): the page used to turn white within 1.5 s.
    await expect.poll(() => failures.count, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    expect(await heading.textContent()).toBe(title);
    await history.getByText('Yesterday’s sunset').waitFor();

    // An error that is not retried still shows its toast with the server down (the toaster needs no download).
    await history.getByRole('button', { name: 'Edit this entry' }).click();
    await history.getByLabel('Good thing 1', { exact: true }).fill('Yesterday’s long sunset');
    await history.getByRole('button', { name: 'Save changes' }).click();
    const toast = page
      .locator('[data-variant="destructive"]')
      .filter({ hasText: 'Could not save your changes' });
    await toast.getByText('Could not reach Design Your Life. Check your connection and try again.').waitFor();
    await history.getByRole('button', { name: 'Cancel' }).click();
    expect(await heading.textContent()).toBe(title);

    await start();
    await page.getByText('Entry saved', { exact: true }).waitFor({ timeout: 30_000 });
    await waiting.waitFor({ state: 'detached' });
    await history.getByText('The kettle singing').waitFor();
    expect(await history.getByText('The kettle singing').count()).toBe(1);
    expect((await storedTexts(context, 'gratitude-log')).sort()).toEqual(
      ['The kettle singing', 'Yesterday’s sunset'].sort(),
    );
    await context.close();
  });

  it('journal: a save whose answer was lost is sent again with the same key and saved once', async () => {
    const context = await memberContext();
    const page = await context.newPage();
    const keys: (string | undefined)[] = [];
    // The first try reaches the server, which saves the entry; its answer is dropped on the way back.
    await page.route('**/api/tools/self-awareness-journal/entries', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      keys.push(request.headers()['idempotency-key']);
      if (keys.length > 1) return route.continue();
      const response = await route.fetch();
      expect(response.status()).toBe(201);
      return route.abort('connectionreset');
    });
    await page.goto('/tools/self-awareness-journal');
    await page.getByRole('heading', { name: 'Your journal is waiting' }).waitFor();
    await writeJournalEntry(page, 'The answer got lost, the entry did not.');
    await page.getByRole('button', { name: 'Save entry' }).click();

    await page.getByText('Entry saved', { exact: true }).waitFor();
    expect(await page.getByLabel('What is on your mind?').inputValue()).toBe('');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(await storedTexts(context, 'self-awareness-journal')).toEqual([
      'The answer got lost, the entry did not.',
    ]);
    const history = page.getByRole('region', { name: 'Your journal', exact: true });
    await history.getByText('The answer got lost, the entry did not.').waitFor();
    expect(await history.getByText('The answer got lost, the entry did not.').count()).toBe(1);
    await context.close();
  });

  it('journal: offline, Save keeps the entry as waiting to send, and it is sent once back online', async () => {
    const context = await memberContext();
    const page = await context.newPage();
    await page.goto('/tools/self-awareness-journal');
    await page.getByRole('heading', { name: 'Your journal is waiting' }).waitFor();
    await writeJournalEntry(page, 'Written in a tunnel.');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save entry' }).click();
    const waiting = page.getByRole('region', { name: 'Waiting to send' });
    await waiting.getByText('Written in a tunnel.').waitFor();
    await waiting
      .getByText('Kept on this device. They will be sent, in order, as soon as you are back online.')
      .waitFor();
    expect(await page.getByLabel('What is on your mind?').inputValue()).toBe('');

    await context.setOffline(false);
    await page.getByText('Entry saved', { exact: true }).waitFor();
    await waiting.waitFor({ state: 'detached' });
    expect(await storedTexts(context, 'self-awareness-journal')).toEqual(['Written in a tunnel.']);
    await context.close();
  });

  it('the phone menu opened offline says it could not load (not "a new version"), then opens by itself', async () => {
    const context = await memberContext(PHONE);
    const page = await context.newPage();
    await page.goto('/tools/gratitude-log');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const title = await page.getByRole('heading', { level: 1 }).textContent();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('heading', { name: 'The menu could not load' }).waitFor();
    await page.getByText('You are offline. It will load by itself as soon as you are back online.').waitFor();
    expect(await page.getByText('A new version is ready').count()).toBe(0);
    // The page and its header stay.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await page.getByRole('link', { name: 'Design Your Life' }).first().waitFor();

    await context.setOffline(false);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await menu.getByRole('link', { name: 'Tools' }).waitFor();
    expect(await page.getByText('The menu could not load').count()).toBe(0);
    await context.close();
  });
});
