import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pinResultSchema } from '@shared/community/community.schemas';
import { toastError } from '@client/components/ui/toast-store';
import { apiRequest } from '@client/lib/api-client';
import { refetchAfterWrite } from '@client/lib/query-client';
import { communityKey } from './community-keys';

/** Admins: pins or unpins a post. */
export function togglePin(postId: string) {
  return apiRequest(`/api/community/posts/${encodeURIComponent(postId)}/pin`, {
    method: 'POST',
    body: {},
    schema: pinResultSchema,
  });
}

export function useTogglePin(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => togglePin(postId),
    onSuccess: () => refetchAfterWrite(queryClient, communityKey),
    onError: (error) => toastError('Error pinning post', error),
  });
}
