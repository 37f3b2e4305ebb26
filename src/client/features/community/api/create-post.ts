import { useMutation } from '@tanstack/react-query';
import { postSchema, type CreatePostInput } from '@shared/community/community.schemas';
import { apiRequest } from '@client/lib/api-client';

/** Creates a post (a poll with its options in the same call); the answer is the new post. */
export function createPost(input: CreatePostInput) {
  return apiRequest('/api/community/posts', { method: 'POST', body: input, schema: postSchema });
}

export function useCreatePost() {
  return useMutation({
    mutationFn: createPost,
    meta: { writes: ['forum'] },
  });
}
