import { vi } from 'vitest';

/** Stubs fetch to note each URL asked for and refuse it (500); undo with vi.unstubAllGlobals. */
export function recordRequests(): string[] {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      return new Response('null', { status: 500 });
    }),
  );
  return requested;
}
