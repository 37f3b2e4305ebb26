import { describe, expect, it } from 'vitest';
import * as z from '../../api/zod-mini';
import { goalEntrySchema } from './goal-planning-tool.schemas';

const goal = { title: 'Run a 5 km race', status: 'not-started', milestones: [] };
const milestone = { id: 'm1', title: 'Run 2 km', done: false };

/** The message shown for each refused field: its first (as the server answers them). */
function refusalsOf(data: unknown): Record<string, string> | undefined {
  const issues = z.safeParse(goalEntrySchema, data).error?.issues;
  if (!issues) return undefined;
  const refusals: Record<string, string> = {};
  for (const issue of issues) refusals[issue.path.join('.')] ??= issue.message;
  return refusals;
}

describe('goalEntrySchema', () => {
  it('refuses an impossible target date or milestone date with a message, never as no date', () => {
    const impossible = { timeBound: 'Use a real date as YYYY-MM-DD.' };
    expect(refusalsOf({ ...goal, timeBound: '2026-02-31' })).toEqual(impossible);
    expect(refusalsOf({ ...goal, timeBound: '2026-13-01' })).toEqual(impossible);
    expect(refusalsOf({ ...goal, timeBound: '' })).toEqual(impossible);
    expect(refusalsOf({ ...goal, milestones: [{ ...milestone, dueDate: '2026-02-29' }] })).toEqual({
      'milestones.0.dueDate': 'Use a real date as YYYY-MM-DD.',
    });
  });

  it('keeps a real date, and no date at all', () => {
    expect(refusalsOf({ ...goal, timeBound: '2028-02-29' })).toBeUndefined();
    expect(refusalsOf({ ...goal, milestones: [{ ...milestone, dueDate: '2026-11-26' }] })).toBeUndefined();
    expect(refusalsOf(goal)).toBeUndefined();
  });
});
