import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardSchema, type Dashboard } from '@shared/me/dashboard.schemas';
import { toolEntrySchema } from '@shared/tools/tool-api.schemas';
import { habitEntrySchema } from '@shared/tools/tool-data.schemas';
import { apiRequest } from '@client/lib/api-client';
import { refetchAfterWrite } from '@client/lib/query-client';
import { toolEntriesKey } from '@client/features/tools/api/tool-entries-api';

export const dashboardQueryKey = ['dashboard'] as const;

export const fetchDashboard = (signal?: AbortSignal) =>
  apiRequest('/api/me/dashboard', { schema: dashboardSchema, signal });

export function useDashboard() {
  return useQuery({ queryKey: dashboardQueryKey, queryFn: ({ signal }) => fetchDashboard(signal) });
}

const habitUrl = (id: string) => `/api/tools/habit-tracker/entries/${encodeURIComponent(id)}`;

/** Marks a habit done (or not) for the member's day: reads the habit, then saves its completions. */
export async function tickHabit(input: { id: string; day: string; done: boolean }) {
  const entry = await apiRequest(habitUrl(input.id), { schema: toolEntrySchema });
  const habit = habitEntrySchema.parse(entry.data);
  const others = habit.completions.filter((d) => d !== input.day);
  const data = { ...habit, completions: input.done ? [...others, input.day].sort() : others };
  return apiRequest(habitUrl(input.id), { method: 'PATCH', body: { data }, schema: toolEntrySchema });
}

export function useTickHabit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tickHabit,
    // One tap shows at once; the refetch below confirms it (or puts it back on failure).
    onMutate: (input) => {
      queryClient.setQueryData<Dashboard>(
        dashboardQueryKey,
        (current) =>
          current && {
            ...current,
            habits: current.habits.map((h) => (h.id === input.id ? { ...h, doneToday: input.done } : h)),
          },
      );
    },
    onError: () => refetchAfterWrite(queryClient, dashboardQueryKey),
    onSuccess: () =>
      Promise.all([
        refetchAfterWrite(queryClient, dashboardQueryKey),
        refetchAfterWrite(queryClient, toolEntriesKey('habit-tracker')),
        refetchAfterWrite(queryClient, ['progress']),
      ]),
  });
}
