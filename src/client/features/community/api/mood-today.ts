import { useQuery } from '@tanstack/react-query';
import { moodTodaySchema } from '@shared/progress/progress.schemas';
import { apiRequest } from '@client/lib/api-client';
import { toolEntriesOf } from '@client/lib/server-resources';

/** How today has felt by the member's journal (average mood 1–5, or null), for the pause before posting. */
export function useMoodToday() {
  return useQuery({
    queryKey: ['me', 'mood-today'],
    queryFn: ({ signal }) => apiRequest('/api/me/mood-today', { schema: moodTodaySchema, signal }),
    meta: { reads: [toolEntriesOf('self-awareness-journal')] },
  });
}
