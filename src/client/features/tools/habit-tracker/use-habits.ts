import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as z from '@shared/api/zod-mini';
import { habitEntrySchema } from '@shared/tools/entries/habit-tracker.schemas';
import { entryOrderSchema } from '@shared/tools/settings/entry-order.schemas';
import { toastError } from '@client/components/ui/toast-store';
import {
  toolEntriesKey,
  toolSettingsKey,
  useSaveToolSettings,
  useToolEntriesSince,
  useToolSettings,
  useUpdateToolEntry,
  type TypedEntry,
} from '../api/tool-entries-api';
import { savedOrNot } from '../api/saved-or-not';
import { applySavedOrder, mergeOrder } from './habit-order';
import { toggleCompletion } from './habit-days';

export const HABIT_TOOL = 'habit-tracker';
export type Habit = z.infer<typeof habitEntrySchema>;
export type HabitInput = z.input<typeof habitEntrySchema>;
export type HabitEntry = TypedEntry<Habit>;
type HabitOrder = { order: string[] };

/** Every habit the member ever made: a habit lives on however old it is, so the window starts at 1970. */
const SINCE_EPOCH = new Date(0);
// The cache key useToolEntriesSince uses for this window, so ticks can show before the server answers.
const habitsKey = [...toolEntriesKey(HABIT_TOOL), 'since', SINCE_EPOCH.toISOString()];
// Partial: the server answers {} until the member first saves an order.
const settingsSchema = z.partial(entryOrderSchema);

/** The member's habits in their saved order, split into active and archived, with optimistic updates. */
export function useHabits() {
  const queryClient = useQueryClient();
  const habitsQuery = useToolEntriesSince(HABIT_TOOL, habitEntrySchema, SINCE_EPOCH);
  const settings = useToolSettings(HABIT_TOOL, settingsSchema);
  const update = useUpdateToolEntry<Habit>(HABIT_TOOL);
  const saveSettings = useSaveToolSettings<HabitOrder>(HABIT_TOOL);
  const order = settings.data?.order;

  const { active, archived } = useMemo(() => {
    const sorted = applySavedOrder(habitsQuery.data ?? [], order ?? []);
    return {
      active: sorted.filter((h) => !h.data.archived),
      archived: sorted.filter((h) => h.data.archived),
    };
  }, [habitsQuery.data, order]);

  /**
   * Saves a habit's new data, showing it at once and rolling back if the server refuses: resolves true once
   * saved, and rejects with the failure after its toast (for the form's field messages).
   */
  const saveHabit = async (id: string, data: Habit, failureTitle: string) => {
    // The cache changes before anything is awaited: a controlled checkbox or toggle re-renders from it in
    // the same tick as the click, so the click never looks ignored. A refetch in flight must not overwrite it.
    const previous = queryClient.getQueryData<HabitEntry[]>(habitsKey);
    void queryClient.cancelQueries({ queryKey: habitsKey }, { revert: false });
    queryClient.setQueryData<HabitEntry[]>(habitsKey, (old) =>
      old?.map((entry) => (entry.id === id ? { ...entry, data } : entry)),
    );
    try {
      await update.mutateAsync({ id, data });
      return true;
    } catch (failure) {
      queryClient.setQueryData(habitsKey, previous);
      toastError(failureTitle, failure);
      throw failure;
    }
  };

  const toggleDay = (habit: HabitEntry, date: string) =>
    savedOrNot(
      saveHabit(
        habit.id,
        { ...habit.data, completions: toggleCompletion(habit.data.completions, date) },
        'Could not save that day',
      ),
    );

  const setArchived = (habit: HabitEntry, value: boolean) =>
    savedOrNot(
      saveHabit(
        habit.id,
        { ...habit.data, archived: value },
        value ? 'Could not archive the habit' : 'Could not bring the habit back',
      ),
    );

  /** Saves the active habits' new order; archived habits keep their places after them. */
  const reorder = (activeIds: string[]) => {
    const next = {
      order: mergeOrder(
        activeIds,
        [...active, ...archived].map((h) => h.id),
      ),
    };
    const previous = queryClient.getQueryData<HabitOrder>(toolSettingsKey(HABIT_TOOL));
    queryClient.setQueryData<HabitOrder>(toolSettingsKey(HABIT_TOOL), next);
    saveSettings.mutate(next, {
      onError: (failure) => {
        queryClient.setQueryData(toolSettingsKey(HABIT_TOOL), previous);
        toastError('Could not save the new order', failure);
      },
    });
  };

  return {
    active,
    archived,
    isPending: habitsQuery.isPending || settings.isPending,
    isError: habitsQuery.isError,
    refetch: () => void habitsQuery.refetch(),
    saveHabit,
    toggleDay,
    setArchived,
    reorder,
  };
}
