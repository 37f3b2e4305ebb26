import { useMutation, useQuery } from '@tanstack/react-query';
import type { CrisisLinesInput } from '@shared/help/crisis-lines.schemas';
import { crisisLinesSchema } from '@shared/help/crisis-lines.schemas';
import { apiRequest } from '@client/lib/api-client';

/** The crisis lines as the server has them now (the admin edits these, never a device's copy). */
export function useAdminCrisisLines() {
  return useQuery({
    queryKey: ['admin', 'crisis-lines'],
    queryFn: ({ signal }) => apiRequest('/api/help/crisis-lines', { schema: crisisLinesSchema, signal }),
    meta: { reads: ['crisisLines'] },
  });
}

/** Replaces the whole list (audited). */
export function useSaveCrisisLines() {
  return useMutation({
    mutationFn: (input: CrisisLinesInput) =>
      apiRequest('/api/admin/crisis-lines', { method: 'PUT', body: input, schema: crisisLinesSchema }),
    meta: { writes: ['crisisLines', 'audit'] },
  });
}
