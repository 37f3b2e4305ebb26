import { describe, expect, it } from 'vitest';
import {
  filterAndSortGoals,
  milestoneProgress,
  replaceMilestone,
  statusAfterMilestones,
  toggleMilestone,
  type Milestone,
} from './goal-progress';

const m = (id: string, done = false): Milestone => ({ id, title: `Step ${id}`, done });

describe('milestoneProgress', () => {
  it('is the share of milestones done, rounded', () => {
    expect(milestoneProgress([m('1', true), m('2')])).toEqual({ done: 1, total: 2, percent: 50 });
    expect(milestoneProgress([m('1', true), m('2'), m('3')]).percent).toBe(33);
  });

  it('is zero with no milestones', () => {
    expect(milestoneProgress([])).toEqual({ done: 0, total: 0, percent: 0 });
  });
});

describe('toggleMilestone and replaceMilestone', () => {
  it('ticks and unticks one milestone only', () => {
    const ticked = toggleMilestone([m('1'), m('2')], '2');
    expect(ticked.map((x) => x.done)).toEqual([false, true]);
    expect(toggleMilestone(ticked, '2').map((x) => x.done)).toEqual([false, false]);
  });

  it('changes or removes a milestone and keeps the order', () => {
    expect(replaceMilestone([m('1'), m('2')], '1', { ...m('1'), title: 'New' }).map((x) => x.title)).toEqual([
      'New',
      'Step 2',
    ]);
    expect(replaceMilestone([m('1'), m('2'), m('3')], '2', null).map((x) => x.id)).toEqual(['1', '3']);
  });
});

describe('filterAndSortGoals', () => {
  const goal = (
    id: string,
    status: 'not-started' | 'in-progress' | 'completed' | 'paused',
    timeBound?: string,
  ) => ({
    id,
    createdAt: `2026-01-0${id}T00:00:00Z`,
    data: { status, timeBound },
  });
  const goals = [
    goal('1', 'completed', '2026-02-01'),
    goal('2', 'in-progress'),
    goal('3', 'in-progress', '2026-05-01'),
    goal('4', 'not-started'),
  ];

  it('shows live goals first, then by due date, undated last', () => {
    expect(filterAndSortGoals(goals, 'all').map((g) => g.id)).toEqual(['3', '2', '4', '1']);
  });

  it('filters by status', () => {
    expect(filterAndSortGoals(goals, 'in-progress').map((g) => g.id)).toEqual(['3', '2']);
    expect(filterAndSortGoals(goals, 'paused')).toEqual([]);
  });
});

describe('statusAfterMilestones', () => {
  it('moves a goal to In progress with one of three done, and to Completed with all done', () => {
    expect(statusAfterMilestones('not-started', [m('1', true), m('2'), m('3')])).toBe('in-progress');
    expect(statusAfterMilestones('in-progress', [m('1', true), m('2', true), m('3', true)])).toBe(
      'completed',
    );
    expect(statusAfterMilestones('not-started', [m('1', true)])).toBe('completed');
  });

  it('reopens a completed goal when a milestone is unticked', () => {
    expect(statusAfterMilestones('completed', [m('1', true), m('2')])).toBe('in-progress');
    expect(statusAfterMilestones('completed', [m('1'), m('2')])).toBe('in-progress');
  });

  it("keeps a paused goal paused, and the member's own choice while none is done", () => {
    expect(statusAfterMilestones('paused', [m('1', true), m('2', true)])).toBe('paused');
    expect(statusAfterMilestones('in-progress', [m('1'), m('2')])).toBe('in-progress');
    expect(statusAfterMilestones('not-started', [m('1')])).toBe('not-started');
    expect(statusAfterMilestones('in-progress', [])).toBe('in-progress');
  });
});
