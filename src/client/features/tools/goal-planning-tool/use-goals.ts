import { useQueryClient } from '@tanstack/react-query';
import { goalEntrySchema } from '@shared/tools/entries/goal-planning-tool.schemas';
import { toastError } from '@client/components/ui/toast-store';
import {
  toolEntriesKey,
  useToolEntriesSince,
  useUpdateToolEntry,
  type TypedEntry,
} from '../api/tool-entries-api';
import type { Goal } from './goal-progress';

export const GOAL_TOOL = 'goal-planning-tool';
export type GoalEntry = TypedEntry<Goal>;

/** Every goal the member has set: goals stay until deleted, however old, so the window starts at 1970. */
const SINCE_EPOCH = new Date(0);
// The cache key useToolEntriesSince uses for this window, so a ticked milestone shows before the server answers.
const goalsKey = [...toolEntriesKey(GOAL_TOOL), 'since', SINCE_EPOCH.toISOString()];

/**
 * The member's goals and a save that shows the change at once and rolls back if the server refuses: it resolves
 * true once saved, and rejects with the failure after its toast (for a form's field messages; see savedOrNot).
 */
export function useGoals() {
  const queryClient = useQueryClient();
  const query = useToolEntriesSince(GOAL_TOOL, goalEntrySchema, SINCE_EPOCH);
  const update = useUpdateToolEntry<Goal>(GOAL_TOOL);

  const saveGoal = async (id: string, data: Goal, failureTitle: string) => {
    // The cache changes before anything is awaited: a controlled checkbox or toggle re-renders from it in
    // the same tick as the click, so the click never looks ignored. A refetch in flight must not overwrite it.
    const previous = queryClient.getQueryData<GoalEntry[]>(goalsKey);
    void queryClient.cancelQueries({ queryKey: goalsKey }, { revert: false });
    queryClient.setQueryData<GoalEntry[]>(goalsKey, (old) =>
      old?.map((g) => (g.id === id ? { ...g, data } : g)),
    );
    try {
      await update.mutateAsync({ id, data });
      return true;
    } catch (failure) {
      queryClient.setQueryData(goalsKey, previous);
      toastError(failureTitle, failure);
      throw failure;
    }
  };

  return {
    goals: query.data ?? [],
    isPending: query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
    saveGoal,
  };
}
