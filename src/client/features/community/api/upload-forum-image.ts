import { useMutation } from '@tanstack/react-query';
import { forumImageSchema } from '@shared/community/forum-images';
import { apiRequest } from '@client/lib/api-client';

/** Uploads an image for a post or reply; the answer is its address and box, for the Markdown that shows it. */
export function uploadForumImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return apiRequest('/api/community/images', { method: 'POST', form, schema: forumImageSchema });
}

/** Nothing shows the image until the post or reply that names it is sent: no screen needs refreshing. */
export const useUploadForumImage = () => useMutation({ mutationFn: uploadForumImage, meta: { writes: [] } });
