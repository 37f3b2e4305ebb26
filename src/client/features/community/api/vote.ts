import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voteResultSchema } from '@shared/community/community.schemas';
import { toast, toastError } from '@client/components/ui/toast-store';
import { ApiRequestError, apiRequest } from '@client/lib/api-client';
import { refetchAfterWrite } from '@client/lib/query-client';
import { communityKey } from './community-keys';

export function votePoll(optionId: string) {
  return apiRequest(`/api/community/poll-options/${encodeURIComponent(optionId)}/vote`, {
    method: 'POST',
    body: {},
    schema: voteResultSchema,
  });
}

/** Votes once; a second vote is not a failure but a reminder, in the default style (spec §8). */
export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: votePoll,
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === 'already_voted') {
        toast({ title: 'Already voted', description: 'You can only vote once per poll.' });
      } else {
        toastError('Failed to vote', error);
      }
    },
    onSettled: () => refetchAfterWrite(queryClient, communityKey),
  });
}
