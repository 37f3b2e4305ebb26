import { useMutation } from '@tanstack/react-query';
import * as z from '@shared/api/zod-mini';
import { apiRequest } from '@client/lib/api-client';

export const deleteAdminCommunityPost = (id: string) =>
  apiRequest(`/api/admin/community/posts/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.null() });

/** Deletes any post, and its reports with it (audited). */
export function useDeleteCommunityPost() {
  return useMutation({
    mutationFn: deleteAdminCommunityPost,
    meta: { writes: ['forum', 'reports', 'audit'] },
  });
}
