import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addToOutbox,
  clearOutbox,
  outboxOwner,
  rememberOutboxOwner,
  waitingEntriesOf,
} from '@client/lib/entry-outbox';
import { jsonResponse } from '@client/test/fake-tool-api';
import { createTestQueryClient } from '@client/test/test-query-client';
import { sendOutbox } from './send-outbox';

afterEach(() => vi.unstubAllGlobals());

const keep = (key: string, text: string, owner = 'member-1') =>
  addToOutbox({
    key,
    owner,
    toolKey: 'self-awareness-journal',
    data: { mode: 'free', text, mood: 3, emotions: [] },
    writtenAt: new Date().toISOString(),
  });

/** A server that saves every entry except those whose text is refused, recording what it was sent. */
function server({ refuse = '', status = 400 } = {}) {
  const sent: { key: string | null; text: string }[] = [];
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { data: { text: string } };
    sent.push({ key: new Headers(init?.headers).get('idempotency-key'), text: body.data.text });
    if (body.data.text === refuse)
      return jsonResponse({ error: { code: 'validation_failed', message: 'Too long.' } }, status);
    const at = new Date().toISOString();
    return jsonResponse(
      {
        id: `e${sent.length}`,
        toolKey: 'self-awareness-journal',
        createdAt: at,
        updatedAt: at,
        data: body.data,
      },
      201,
    );
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

describe('sendOutbox', () => {
  it('sends the member’s entries oldest first, each with its own key, and empties the outbox', async () => {
    await keep('key-first-0001', 'first');
    await keep('key-second-002', 'second');
    const sent = server();
    const pass = await sendOutbox(createTestQueryClient());
    expect(sent).toEqual([
      { key: 'key-first-0001', text: 'first' },
      { key: 'key-second-002', text: 'second' },
    ]);
    expect([...pass.sent.keys()]).toEqual(['key-first-0001', 'key-second-002']);
    expect(pass.stopped).toBe(false);
    expect(await waitingEntriesOf('member-1')).toEqual([]);
  });

  it('sets a refused entry aside with the reason, and sends the ones after it', async () => {
    await keep('key-refused-01', 'refused');
    await keep('key-fine-00001', 'fine');
    const sent = server({ refuse: 'refused' });
    const pass = await sendOutbox(createTestQueryClient());
    expect(sent.map((entry) => entry.text)).toEqual(['refused', 'fine']);
    expect(pass.refused.get('key-refused-01')?.message).toBe('Too long.');
    expect(await waitingEntriesOf('member-1')).toMatchObject([
      { key: 'key-refused-01', refusal: 'Too long.' },
    ]);
    // A refused entry is not sent again by the next pass: the member decides.
    await sendOutbox(createTestQueryClient());
    expect(sent).toHaveLength(2);
  });

  it('stops at a lost session (401) and keeps the rest in order for after signing in', async () => {
    await keep('key-first-0001', 'first');
    await keep('key-second-002', 'second');
    const sent = server({ refuse: 'first', status: 401 });
    const pass = await sendOutbox(createTestQueryClient());
    expect(pass.stopped).toBe(true);
    expect(sent.map((entry) => entry.text)).toEqual(['first']);
    expect((await waitingEntriesOf('member-1')).map((entry) => entry.key)).toEqual([
      'key-first-0001',
      'key-second-002',
    ]);
  });

  it('sends nothing of another member who wrote on this device, and keeps it for them', async () => {
    await keep('key-theirs-001', 'theirs', 'member-2');
    await keep('key-mine-00001', 'mine');
    const sent = server();
    await sendOutbox(createTestQueryClient());
    expect(sent.map((entry) => entry.text)).toEqual(['mine']);
    expect(await waitingEntriesOf('member-2')).toHaveLength(1);
  });

  it('sends nothing while the device is offline', async () => {
    await keep('key-first-0001', 'first');
    const sent = server();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const pass = await sendOutbox(createTestQueryClient());
    vi.restoreAllMocks();
    expect(pass.stopped).toBe(true);
    expect(sent).toEqual([]);
  });
});

describe('clearOutbox (sign-out)', () => {
  it('empties the device’s outbox, everyone’s, and forgets whose it was', async () => {
    rememberOutboxOwner('member-1');
    await keep('key-mine-00001', 'mine');
    await keep('key-theirs-001', 'theirs', 'member-2');
    await clearOutbox();
    expect(outboxOwner()).toBeNull();
    expect(await waitingEntriesOf('member-1')).toEqual([]);
    expect(await waitingEntriesOf('member-2')).toEqual([]);
  });
});
