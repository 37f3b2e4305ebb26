import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSchema, type CreatePostInput } from '@shared/community/community.schemas';
import { apiRequest } from '@client/lib/api-client';
import { refetchAfterWrite } from '@client/lib/query-client';
import { communityKey } from './community-keys';

/** Creates a post (a poll with its options in the same call); the answer is the new post. */
export function createPost(input: CreatePostInput) {
  return apiRequest('/api/community/posts', { method: 'POST', body: input, schema: postSchema });
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => refetchAfterWrite(queryClient, communityKey),
  });
}
