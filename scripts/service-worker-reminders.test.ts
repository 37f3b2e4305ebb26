import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

// public/sw.js's reminder handlers, run in a context of their own with the worker's globals faked: what a push
// shows, and what a tap and the "In an hour" action do.
const source = readFileSync(new URL('../public/sw.js', import.meta.url), 'utf8');

type Listener = (event: Record<string, unknown>) => void;

function loadWorker(fetchAnswer: () => Promise<Response>) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => fetchAnswer());
  const openWindow = vi.fn(async () => undefined);
  const self = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    location: { origin: 'https://app.example' },
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) =>
        void shown.push({ title, options }),
    },
    clients: { matchAll: async () => [], openWindow },
  };
  runInNewContext(source, { self, fetch, URL, caches: {}, console });
  /** Dispatches an event and waits for what it handed to waitUntil. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  };
  return { dispatch, shown, fetch, openWindow };
}

const push = {
  title: 'Your journal',
  body: 'A few quiet minutes to write about today?',
  url: '/tools/self-awareness-journal',
  tag: 'reminder-d1',
  snooze: '/api/reminders/deliveries/d1/snooze',
};
const pushEvent = (payload: unknown) => ({ data: { json: () => payload } });

describe('the service worker’s reminders', () => {
  it('shows a push with its tag and an "In an hour" action', async () => {
    const worker = loadWorker(async () => Response.json({}));
    await worker.dispatch('push', pushEvent(push));
    expect(worker.shown).toEqual([
      {
        title: 'Your journal',
        options: expect.objectContaining({
          body: push.body,
          tag: 'reminder-d1',
          data: { url: push.url, snooze: push.snooze },
          actions: [{ action: 'snooze', title: 'In an hour' }],
        }),
      },
    ]);
    // A snooze address that is not the app's reminders API gets no action.
    await worker.dispatch('push', pushEvent({ ...push, snooze: 'https://elsewhere.example/x' }));
    expect(worker.shown[1]!.options).toMatchObject({ actions: [], data: { snooze: undefined } });
  });

  it('"In an hour" posts the snooze with the member’s cookie and opens nothing; a tap opens the tool', async () => {
    const worker = loadWorker(async () => Response.json({ remindAt: '2026-11-30T06:00:00.000Z' }));
    const notification = { data: { url: push.url, snooze: push.snooze }, close: vi.fn() };
    await worker.dispatch('notificationclick', { action: 'snooze', notification });
    expect(notification.close).toHaveBeenCalled();
    expect(worker.fetch).toHaveBeenCalledWith(push.snooze, { method: 'POST', credentials: 'same-origin' });
    expect(worker.openWindow).not.toHaveBeenCalled();
    expect(worker.shown).toEqual([]);

    await worker.dispatch('notificationclick', { action: '', notification });
    expect(worker.openWindow).toHaveBeenCalledWith('https://app.example/tools/self-awareness-journal');
  });

  it('says so when the snooze did not reach the server (offline, signed out)', async () => {
    const offline = loadWorker(async () => Promise.reject(new TypeError('Failed to fetch')));
    const notification = { data: { url: push.url, snooze: push.snooze }, close: vi.fn() };
    await offline.dispatch('notificationclick', { action: 'snooze', notification });
    expect(offline.shown.map((shown) => shown.title)).toEqual(['The reminder could not be snoozed']);

    const signedOut = loadWorker(async () => Response.json({}, { status: 401 }));
    await signedOut.dispatch('notificationclick', { action: 'snooze', notification });
    expect(signedOut.shown.map((shown) => shown.title)).toEqual(['The reminder could not be snoozed']);
  });
});
