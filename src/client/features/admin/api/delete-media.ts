import * as z from '@shared/api/zod-mini';
import { apiRequest } from '@client/lib/api-client';

/** Deletes a file from the media library (run through useMediaWrite). */
export const deleteMedia = (name: string) =>
  apiRequest(`/api/admin/media/${encodeURIComponent(name)}`, { method: 'DELETE', schema: z.null() });
