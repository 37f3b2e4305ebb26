import type * as z from '@shared/api/zod-mini';
import { goalEntrySchema, goalStatuses } from '@shared/tools/entries/goal-planning-tool.schemas';

export type Goal = z.infer<typeof goalEntrySchema>;
export type Milestone = Goal['milestones'][number];
export type GoalStatus = (typeof goalStatuses)[number];

export const statusLabels: Record<GoalStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  completed: 'Completed',
  paused: 'Paused',
};

export interface MilestoneProgress {
  done: number;
  total: number;
  /** 0–100, rounded; 0 when there are no milestones. */
  percent: number;
}

/** How far a goal has come: the share of its milestones ticked off. */
export function milestoneProgress(milestones: readonly Milestone[]): MilestoneProgress {
  const done = milestones.filter((m) => m.done).length;
  const total = milestones.length;
  return { done, total, percent: total ? Math.round((done / total) * 100) : 0 };
}

/**
 * The status a goal moves to when its milestones change: all of them done is Completed, some done is In
 * progress (from Not started, or back from Completed when one is unticked). A paused goal stays paused, and with
 * none done the status the member chose stays. The member can still set any status by hand.
 */
export function statusAfterMilestones(status: GoalStatus, milestones: readonly Milestone[]): GoalStatus {
  const { done, total } = milestoneProgress(milestones);
  if (status === 'paused' || total === 0) return status;
  if (done === total) return 'completed';
  if (done > 0) return 'in-progress';
  return status === 'completed' ? 'in-progress' : status;
}

/** The milestones with the one of `id` ticked or unticked. */
export function toggleMilestone(milestones: readonly Milestone[], id: string): Milestone[] {
  return milestones.map((m) => (m.id === id ? { ...m, done: !m.done } : m));
}

/** The milestones with the one of `id` changed, or without it when `change` is null. */
export function replaceMilestone(
  milestones: readonly Milestone[],
  id: string,
  change: Milestone | null,
): Milestone[] {
  return change ? milestones.map((m) => (m.id === id ? change : m)) : milestones.filter((m) => m.id !== id);
}

const statusRank: Record<GoalStatus, number> = {
  'in-progress': 0,
  'not-started': 1,
  paused: 2,
  completed: 3,
};

interface GoalLike {
  createdAt: string;
  data: Pick<Goal, 'status' | 'timeBound'>;
}

/** Goals with the given status (or all), live ones first, then by due date, goals without one last. */
export function filterAndSortGoals<T extends GoalLike>(goals: readonly T[], status: GoalStatus | 'all'): T[] {
  return goals
    .filter((g) => status === 'all' || g.data.status === status)
    .sort(
      (a, b) =>
        statusRank[a.data.status] - statusRank[b.data.status] ||
        (a.data.timeBound ?? '9999').localeCompare(b.data.timeBound ?? '9999') ||
        b.createdAt.localeCompare(a.createdAt),
    );
}

export { goalStatuses };
