import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * A fake API behind a network a test can break: 'down' (the server does not answer), or 'lose-next-answer'
 * (the next write reaches the server, and its answer is lost on the way back). Records the Idempotency-Key
 * each POST carried.
 */
export function flakyNetwork(api: Fetch) {
  const network = { mode: 'up' as 'up' | 'down' | 'lose-next-answer', postKeys: [] as (string | null)[] };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'POST') network.postKeys.push(new Headers(init?.headers).get('idempotency-key'));
    if (network.mode === 'down') throw new TypeError('Failed to fetch');
    const response = await api(input, init);
    if (network.mode === 'lose-next-answer' && method !== 'GET') {
      network.mode = 'up';
      throw new TypeError('Failed to fetch');
    }
    return response;
  });
  return { network, fetch };
}

/**
 * The device's connection as the page sees it (navigator.onLine and the online/offline events). Restore with
 * vi.restoreAllMocks() and restoreOnline().
 */
export function deviceConnection() {
  let online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  return {
    set(next: boolean) {
      online = next;
      act(() => void window.dispatchEvent(new Event(next ? 'online' : 'offline')));
    },
  };
}

/** Leaves TanStack Query's idea of the connection as the next test expects it. */
export function restoreOnline() {
  onlineManager.setOnline(true);
}
