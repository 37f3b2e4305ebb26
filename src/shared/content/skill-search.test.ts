import { describe, expect, it } from 'vitest';
import { buildSkillIndex, searchSkills, type SearchableSkill } from './skill-search';
import { parseQuery, stem } from './text-search';

const skill = (id: string, parts: Partial<SearchableSkill>): SearchableSkill => ({
  id,
  title: id,
  summary: '',
  body: '',
  practiceSteps: [],
  ...parts,
});

const skills = [
  skill('body-scan', {
    title: 'Body Scan',
    summary: 'Move your attention slowly through your body.',
    body: '## Why it helps\n\nMany people also use a short version to wind down before sleep.',
    practiceSteps: ['Lie on your back.'],
  }),
  skill('sleep-hygiene', {
    title: 'Sleep Hygiene',
    summary: 'Habits that help you sleep well.',
    body: 'Keep a regular bedtime.',
  }),
  skill('worry-time', {
    title: 'Worry Time',
    summary: 'Set aside time for worries.',
    body: 'A secret paragraph about anxious thoughts.',
  }),
  skill('opposite-action', {
    title: 'Opposite Action',
    summary: 'Act against an unhelpful urge.',
    body: 'When frustration rises, do the opposite of what anger urges.',
  }),
];
const index = buildSkillIndex(skills);
const ids = (query: string) => searchSkills(index, query).map((hit) => hit.skillId);
const marked = (segments: { text: string; match: boolean }[]) =>
  segments.filter((s) => s.match).map((s) => s.text);

describe('stem', () => {
  it('brings the forms of a word together', () => {
    expect(stem('sleeping')).toBe(stem('sleep'));
    expect(stem('sleeps')).toBe(stem('sleep'));
    expect(stem('worries')).toBe(stem('worry'));
    expect(stem('worried')).toBe(stem('worry'));
    expect(stem('exporting')).toBe(stem('export'));
    expect(stem('cancelled')).not.toBe('');
  });
});

describe('parseQuery', () => {
  it('expands a word through its synonym group and drops stop words', () => {
    const [sleep] = parseQuery('the sleep');
    expect(parseQuery('the sleep')).toHaveLength(1);
    expect(sleep?.synonyms).toEqual(expect.arrayContaining([stem('insomnia'), stem('rest')]));
  });
});

describe('searchSkills', () => {
  it('finds "sleep" in the body of Body Scan, ranking the skill titled Sleep first', () => {
    expect(ids('sleep')).toEqual(['sleep-hygiene', 'body-scan']);
  });

  it('finds through synonyms: insomnia → sleep, panic → worry/anxious, irritation → anger/frustration', () => {
    expect(ids('insomnia')).toEqual(expect.arrayContaining(['sleep-hygiene', 'body-scan']));
    expect(ids('panic')).toEqual(['worry-time']);
    expect(ids('irritation')).toEqual(['opposite-action']);
  });

  it('ranks the word itself above a synonym, even a synonym in a summary', () => {
    const withRest = buildSkillIndex([
      skill('worry', { title: 'Worry Time', summary: 'Take back the rest of your day.' }),
      skill('scan', { title: 'Body Scan', body: 'Wind down before sleep.' }),
    ]);
    expect(searchSkills(withRest, 'sleep').map((hit) => hit.skillId)).toEqual(['scan', 'worry']);
  });

  it('ranks a title hit above a body hit, and more matched words above fewer', () => {
    expect(ids('worry')[0]).toBe('worry-time');
    expect(ids('sleep body')).toEqual(['body-scan']);
    // No skill answers both words: the partial matches are shown, best first.
    expect(ids('worry frustration')).toEqual(['worry-time', 'opposite-action']);
  });

  it('highlights matched words in the title and a snippet of the body', () => {
    const [hygiene, scan] = searchSkills(index, 'sleeping');
    expect(marked(hygiene!.title)).toEqual(['Sleep']);
    expect(marked(scan!.snippet)).toEqual(['sleep']);
    expect(scan!.snippet.map((s) => s.text).join('')).toContain('wind down before sleep');
  });

  it('never quotes the body of a skill the searcher cannot read', () => {
    const [open] = searchSkills(index, 'secret paragraph');
    expect(open!.snippet.map((s) => s.text).join('')).toContain('secret paragraph');
    const [hit] = searchSkills(index, 'secret paragraph', { canRead: (s) => s.id !== 'worry-time' });
    expect(hit?.skillId).toBe('worry-time');
    expect(hit!.snippet.map((s) => s.text).join('')).toBe('Set aside time for worries.');
  });

  it('answers nothing for an empty or stop-word query', () => {
    expect(searchSkills(index, '   ')).toEqual([]);
    expect(searchSkills(index, 'the and')).toEqual([]);
  });
});
