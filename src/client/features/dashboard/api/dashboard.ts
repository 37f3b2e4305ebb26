import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dashboard } from '@shared/dashboard/dashboard.schemas';
import { apiRequest } from '@client/lib/api-client';
import { lazySchema } from '@client/lib/lazy-schema';
import { toolEntriesOf } from '@client/lib/server-resources';

// The dashboard's schema takes in every tool's and the library's: building them all at load cost a phone about
// 20 ms of main thread before the page could show. The answer is read as the session's is (see apiRequest's
// validate), and a tick loads the habit's schemas when it is made.
const dashboardSchema = lazySchema(() => import('@shared/dashboard/dashboard.schemas'), 'dashboardSchema');
const toolEntrySchema = lazySchema(() => import('@shared/tools/tool-entry.schemas'), 'toolEntrySchema');
const habitEntrySchema = lazySchema(
  () => import('@shared/tools/entries/habit-tracker.schemas'),
  'habitEntrySchema',
);

export const dashboardQueryKey = ['dashboard'] as const;

export const fetchDashboard = (signal?: AbortSignal) =>
  apiRequest('/api/me/dashboard', { schema: dashboardSchema, validate: 'development', signal });

/**
 * The signed-in home. It is built from every tool's entries (today's intention, habits, focus sessions, recent
 * activity, the streak), practised skills, the profile (name, time zone, onboarding), and the catalog and tier
 * (recommendations): a write to any of them refreshes it.
 */
export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardQueryKey,
  queryFn: ({ signal }) => fetchDashboard(signal),
  meta: { reads: ['toolEntries', 'skillPractice', 'profile', 'content', 'membership'] },
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}

const HABIT_TOOL = 'habit-tracker';
const habitUrl = (id: string) => `/api/tools/${HABIT_TOOL}/entries/${encodeURIComponent(id)}`;

/** Marks a habit done (or not) for the member's day: reads the habit, then saves its completions. */
export async function tickHabit(input: { id: string; day: string; done: boolean }) {
  const entry = await apiRequest(habitUrl(input.id), { schema: toolEntrySchema });
  const habit = (await habitEntrySchema()).parse(entry.data);
  const others = habit.completions.filter((d) => d !== input.day);
  const data = { ...habit, completions: input.done ? [...others, input.day].sort() : others };
  return apiRequest(habitUrl(input.id), { method: 'PATCH', body: { data }, schema: toolEntrySchema });
}

export function useTickHabit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tickHabit,
    // One tap shows at once; the refresh after the write confirms it, and a failure puts it back at once.
    onMutate: (input) => {
      const before = queryClient.getQueryData<Dashboard>(dashboardQueryKey);
      queryClient.setQueryData<Dashboard>(
        dashboardQueryKey,
        (current) =>
          current && {
            ...current,
            habits: current.habits.map((h) => (h.id === input.id ? { ...h, doneToday: input.done } : h)),
          },
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(dashboardQueryKey, context.before);
    },
    meta: { writes: [toolEntriesOf(HABIT_TOOL)] },
  });
}
