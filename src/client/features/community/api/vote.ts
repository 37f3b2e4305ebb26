import { useMutation } from '@tanstack/react-query';
import { voteResultSchema } from '@shared/community/community.schemas';
import { toast, toastError } from '@client/components/ui/toast-store';
import { ApiRequestError, apiRequest } from '@client/lib/api-client';

export function votePoll(optionId: string) {
  return apiRequest(`/api/community/poll-options/${encodeURIComponent(optionId)}/vote`, {
    method: 'POST',
    body: {},
    schema: voteResultSchema,
  });
}

/** Votes once; a second vote is not a failure but a reminder, in the default style (spec §8). */
export function useVote() {
  return useMutation({
    mutationFn: votePoll,
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === 'already_voted') {
        toast({ title: 'Already voted', description: 'You can only vote once per poll.' });
      } else {
        toastError('Failed to vote', error);
      }
    },
    // A refused vote refreshes too: the poll then shows the vote already cast.
    meta: { writes: ['forum'] },
  });
}
