import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  blockStateSchema,
  memberSuggestionsSchema,
  type BlockState,
} from '@shared/community/connections.schemas';
import { toastError } from '@client/components/ui/toast-store';
import { apiRequest } from '@client/lib/api-client';

const blockKey = (username: string) => ['member-block', username] as const;
const blockUrl = (username: string) => `/api/community/users/${encodeURIComponent(username)}/block`;

/** Whether the signed-in member blocked this one. */
export function useBlockState(username: string, enabled: boolean) {
  return useQuery({
    queryKey: blockKey(username),
    queryFn: ({ signal }) => apiRequest(blockUrl(username), { schema: blockStateSchema, signal }),
    enabled,
    meta: { reads: ['memberBlocks'] },
  });
}

/** Blocks or unblocks a member. */
export function useSetBlocked(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      apiRequest(blockUrl(username), { method: blocked ? 'PUT' : 'DELETE', schema: blockStateSchema }),
    onSuccess: (state: BlockState) => queryClient.setQueryData(blockKey(username), state),
    onError: (error, blocked) => toastError(blocked ? 'Could not block' : 'Could not unblock', error),
    meta: { writes: ['memberBlocks'] },
  });
}

/** Members whose forum name starts with what is typed after an @ (none asked for an empty start). */
export function useMemberSuggestions(prefix: string | null) {
  return useQuery({
    queryKey: ['member-suggestions', prefix],
    queryFn: ({ signal }) =>
      apiRequest(`/api/community/members/suggestions?${new URLSearchParams({ prefix: prefix ?? '' })}`, {
        schema: memberSuggestionsSchema,
        signal,
      }),
    enabled: prefix !== null && prefix.length > 0,
    staleTime: 30_000,
    meta: { reads: ['forum'] },
  });
}
