import { describe, expect, it } from 'vitest';
import { fakeToolApi, type StoredEntry } from './fake-tool-api';

const send = (api: ReturnType<typeof fakeToolApi>, method: string, path: string, body: unknown) =>
  api(`/api/tools/${path}`, { method, body: JSON.stringify(body) });

describe('fakeToolApi', () => {
  it('answers a body the server would refuse with its 400, stores nothing and names the body', async () => {
    const entries: StoredEntry[] = [];
    const api = fakeToolApi('gratitude-log', entries);
    const response = await send(api, 'POST', 'gratitude-log/entries', {
      data: { items: ['a', 'b', 'c', 'd', 'e', 'f'] },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some fields need attention.',
        fields: { 'data.items': 'Up to five things per entry.' },
      },
    });
    expect(entries).toEqual([]);
    expect(api.refused).toHaveLength(1);
    // Sent on purpose: the check after the test would fail it.
    api.refused.length = 0;
  });

  it('checks edits and settings by the tool’s own schemas, and keeps what they parse', async () => {
    const entries: StoredEntry[] = [];
    const api = fakeToolApi('habit-tracker', entries);
    const habit = { name: ' Walk ', schedule: { type: 'daily' }, completions: [] };
    expect((await send(api, 'POST', 'habit-tracker/entries', { data: habit })).status).toBe(201);
    expect(entries[0]?.data).toEqual({ ...habit, name: 'Walk', archived: false });
    const edit = await send(api, 'PATCH', `habit-tracker/entries/${entries[0]!.id}`, {
      data: { ...habit, schedule: { type: 'weekdays', days: [] } },
    });
    expect((await edit.json()).error.fields).toEqual({ 'data.schedule.days': 'Choose at least one day.' });
    expect((await send(api, 'PATCH', 'habit-tracker/entries/e1', {})).status).toBe(400);
    const order = await send(api, 'PUT', 'habit-tracker/settings', { data: { order: ['not-an-id'] } });
    expect(order.status).toBe(400);
    expect(api.refused).toHaveLength(3);
    api.refused.length = 0;
  });

  it('refuses the next write with the field messages it is given, as the server does, then accepts again', async () => {
    const entries: StoredEntry[] = [];
    const api = fakeToolApi('self-awareness-journal', entries);
    const data = { mode: 'free', text: 'Hello', mood: 3, emotions: [] };
    api.refuseNextWrite({ 'data.text': 'Keep it shorter.' });
    expect((await send(api, 'GET', 'self-awareness-journal/entries', undefined)).status).toBe(200);
    const refusal = await send(api, 'POST', 'self-awareness-journal/entries', { data });
    expect(refusal.status).toBe(400);
    expect(await refusal.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some fields need attention.',
        fields: { 'data.text': 'Keep it shorter.' },
      },
    });
    expect(entries).toEqual([]);
    expect((await send(api, 'POST', 'self-awareness-journal/entries', { data })).status).toBe(201);
    expect(entries).toHaveLength(1);
    expect(api.refused).toEqual([]);
  });

  it('checks a body by the schemas before the refusal it is asked for, as the server checks first', async () => {
    const entries: StoredEntry[] = [];
    const api = fakeToolApi('goal-planning-tool', entries);
    api.refuseNextWrite({ 'data.title': 'Say it another way.' });
    const impossible = await send(api, 'POST', 'goal-planning-tool/entries', {
      data: { title: 'Run', status: 'not-started', milestones: [], timeBound: '2026-02-31' },
    });
    expect((await impossible.json()).error.fields).toEqual({
      'data.timeBound': 'Use a real date as YYYY-MM-DD.',
    });
    expect(api.refused).toHaveLength(1);
    api.refused.length = 0;
    const goal = { title: 'Run', status: 'not-started', milestones: [], timeBound: '2026-02-28' };
    const refusal = await send(api, 'POST', 'goal-planning-tool/entries', { data: goal });
    expect((await refusal.json()).error.fields).toEqual({ 'data.title': 'Say it another way.' });
    expect((await send(api, 'POST', 'goal-planning-tool/entries', { data: goal })).status).toBe(201);
    expect(entries).toHaveLength(1);
  });
});
