import { useMutation, useQueryClient } from '@tanstack/react-query';
import { likeResultSchema, type Post } from '@shared/community/community.schemas';
import { toastError } from '@client/components/ui/toast-store';
import { apiRequest } from '@client/lib/api-client';
import { postKey } from './post';

export function toggleLike(postId: string) {
  return apiRequest(`/api/community/posts/${encodeURIComponent(postId)}/like`, {
    method: 'POST',
    body: {},
    schema: likeResultSchema,
  });
}

/** Likes or unlikes at once on screen; an error puts the post back as it was. */
export function useToggleLike(postId: string) {
  const queryClient = useQueryClient();
  const key = postKey(postId);
  return useMutation({
    mutationFn: () => toggleLike(postId),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Post>(key);
      if (before) {
        queryClient.setQueryData<Post>(key, {
          ...before,
          likedByMe: !before.likedByMe,
          likeCount: before.likeCount + (before.likedByMe ? -1 : 1),
        });
      }
      return { before };
    },
    onError: (error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toastError(context?.before?.likedByMe ? 'Failed to unlike post' : 'Failed to like post', error);
    },
    onSuccess: (result) => {
      const current = queryClient.getQueryData<Post>(key);
      if (current)
        queryClient.setQueryData<Post>(key, {
          ...current,
          likedByMe: result.liked,
          likeCount: result.likeCount,
        });
    },
    meta: { writes: ['forum'] },
  });
}
