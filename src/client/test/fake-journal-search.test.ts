import { describe, expect, it } from 'vitest';
import { fakeToolApi, type StoredEntry } from './fake-tool-api';

const entry = (id: string, text: string, emotions: string[], prompt?: string): StoredEntry => ({
  id,
  toolKey: 'self-awareness-journal',
  createdAt: '2026-02-01T09:00:00.000Z',
  updatedAt: '2026-02-01T09:00:00.000Z',
  data: { mode: prompt ? 'prompt' : 'free', prompt, text, mood: 3, emotions },
});
const entries = [
  entry('a', 'Tense before the meeting.', ['Anxious']),
  entry('b', 'A slow Sunday.', ['calm'], 'When did you feel like yourself?'),
  entry('c', 'Replaying the meeting.', ['anxious', 'tired']),
];
const get = async (api: ReturnType<typeof fakeToolApi>, path: string) => {
  const response = await api(`/api/tools/self-awareness-journal/${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const ids = (body: Record<string, unknown>) => (body.items as { id: string }[]).map((e) => e.id);

describe('the fake tool API’s journal search', () => {
  it('answers as the server: every word in any case, the tag, newest first, a page at a time', async () => {
    const api = fakeToolApi('self-awareness-journal', [...entries]);
    expect(ids((await get(api, 'search?q=MEETING')).body)).toEqual(['c', 'a']);
    expect(ids((await get(api, 'search?q=yourself')).body)).toEqual(['b']);
    expect(ids((await get(api, 'search?tag=anxious&q=tense')).body)).toEqual(['a']);
    const first = (await get(api, 'search?tag=anxious&limit=1')).body;
    expect(first).toMatchObject({ nextCursor: '1', matches: { count: 2, more: false } });
    expect(ids(first)).toEqual(['c']);
    expect((await get(api, 'search?tag=anxious&limit=1&cursor=1')).body).toMatchObject({
      items: [{ id: 'a' }],
      nextCursor: null,
      matches: null,
    });
    expect((await get(api, 'emotion-tags')).body).toEqual({ tags: ['anxious', 'calm', 'tired'] });
  });

  it('refuses a query the route’s schema refuses, with the server’s 400, and names it', async () => {
    const api = fakeToolApi('self-awareness-journal', [...entries]);
    const refused = await get(api, `search?q=${'x'.repeat(201)}`);
    expect(refused).toEqual({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Some fields need attention.',
          fields: { q: 'Search for at most 200 characters.' },
        },
      },
    });
    expect(api.refused).toHaveLength(1);
    // Sent on purpose: the check after the test would fail it.
    api.refused.length = 0;
  });
});
