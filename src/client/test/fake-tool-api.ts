import { vi } from 'vitest';

/** A tool entry as the fake API keeps it. */
export interface StoredEntry {
  id: string;
  toolKey: string;
  createdAt: string;
  updatedAt: string;
  data: unknown;
}

/** A JSON response, as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * An in-memory stand-in for /api/tools/<toolKey>/entries, enough for a tool screen's calls: it lists,
 * creates, updates and deletes in `entries` itself, so a test can seed and inspect that array. Like the server,
 * a create with an Idempotency-Key it has seen returns that entry and adds nothing.
 */
export function fakeToolApi(toolKey: string, entries: StoredEntry[]) {
  const byIdempotencyKey = new Map<string, StoredEntry>();
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const id = url.pathname.split('/entries/')[1];
    if (method === 'GET') return jsonResponse({ items: [...entries].reverse(), nextCursor: null });
    const body = JSON.parse(String(init?.body ?? '{}')) as { data: unknown };
    const stamp = new Date().toISOString();
    if (method === 'POST') {
      const key = new Headers(init?.headers).get('idempotency-key');
      const earlier = key === null ? undefined : byIdempotencyKey.get(key);
      if (earlier) return jsonResponse(earlier, 201);
      const entry = {
        id: `e${entries.length + 1}`,
        toolKey,
        createdAt: stamp,
        updatedAt: stamp,
        data: body.data,
      };
      entries.push(entry);
      if (key !== null) byIdempotencyKey.set(key, entry);
      return jsonResponse(entry, 201);
    }
    const index = entries.findIndex((e) => e.id === id);
    if (method === 'PATCH') {
      entries[index] = { ...entries[index]!, data: body.data, updatedAt: stamp };
      return jsonResponse(entries[index]);
    }
    entries.splice(index, 1);
    return jsonResponse(null);
  });
}
