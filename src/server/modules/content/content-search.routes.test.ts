import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentBundle } from '@shared/content/content.schemas';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { findSkillById } from './content.repository';

let app: TestApp;
let bundle: ContentBundle;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  bundle = (await app.server.inject({ method: 'GET', url: '/api/content' })).json();
});
afterAll(async () => app.close());

const search = (q: string) =>
  app.server.inject({ method: 'GET', url: `/api/content/search?q=${encodeURIComponent(q)}` });
type Segment = { text: string; match: boolean };
type Hit = { skillId: string; score: number; title: Segment[]; snippet: Segment[] };
const text = (segments: { text: string }[]) => segments.map((s) => s.text).join('');

describe('GET /api/content/search', () => {
  it('finds Body Scan for "sleep" (its body mentions winding down for sleep), with the word marked', async () => {
    const response = await search('sleep');
    expect(response.statusCode).toBe(200);
    const items = response.json().items as Hit[];
    const bodyScan = items.find((hit) => hit.skillId === 'body-scan');
    expect(bodyScan).toBeDefined();
    expect(bodyScan!.snippet.some((s) => s.match && /sleep/i.test(s.text))).toBe(true);
    const scores = items.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('finds through synonyms: "insomnia" finds what "sleep" finds', async () => {
    const items = (await search('insomnia')).json().items as Hit[];
    expect(items.map((hit) => hit.skillId)).toContain('body-scan');
  });

  it('never quotes the body of a skill the visitor cannot open', async () => {
    const locked = bundle.skills.filter(
      (s) => s.accessLevel === 'premium' || s.categoryAccessLevel !== 'free',
    );
    let checked = 0;
    for (const summary of locked.slice(0, 6)) {
      const skill = (await findSkillById(app.database.db, summary.id))!;
      // A distinctive run of words from the body, not in the title or summary.
      const words = skill.body
        .replace(/[#*_>`-]/g, ' ')
        .split(/\s+/)
        .filter((w) => w.length > 6 && !skill.summary.includes(w) && !skill.title.includes(w));
      const probe = words[0];
      if (!probe) continue;
      const items = (await search(probe)).json().items as Hit[];
      const hit = items.find((h) => h.skillId === skill.id);
      if (!hit) continue;
      checked += 1;
      expect([skill.title, skill.summary]).toContain(text(hit.snippet));
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('answers an empty query with 400 and a clear message', async () => {
    const response = await search('  ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBeDefined();
  });
});
