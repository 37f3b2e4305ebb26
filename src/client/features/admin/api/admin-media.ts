import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as z from '@shared/api/zod-mini';
import { apiErrorSchema } from '@shared/api/error.schemas';
import {
  MEDIA_PAGE_SIZE,
  mediaFileSchema,
  mediaListSchema,
  type MediaFile,
} from '@shared/admin/admin-media.schemas';
import { toastError } from '@client/components/ui/toast-store';
import { ApiRequestError, apiRequest } from '@client/lib/api-client';

export const adminMediaQueryKey = ['admin', 'media'] as const;

export const fetchMedia = (offset: number, signal?: AbortSignal) =>
  apiRequest(`/api/admin/media?limit=${MEDIA_PAGE_SIZE}&offset=${offset}`, {
    schema: mediaListSchema,
    signal,
  });
export const deleteMedia = (name: string) =>
  apiRequest(`/api/admin/media/${encodeURIComponent(name)}`, { method: 'DELETE', schema: z.null() });

/**
 * Uploads one file as multipart with progress (fetch cannot report upload progress; XMLHttpRequest can).
 * The answer is parsed by the shared schema like every other call.
 */
export function uploadMedia(file: File, onProgress: (fraction: number) => void): Promise<MediaFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/media');
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(
        new ApiRequestError(
          0,
          'network',
          'Could not reach Design Your Life. Check your connection and try again.',
        ),
      );
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = null;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(mediaFileSchema.parse(payload));
        return;
      }
      const parsed = apiErrorSchema.safeParse(payload);
      reject(
        parsed.success
          ? new ApiRequestError(request.status, parsed.data.error.code, parsed.data.error.message)
          : new ApiRequestError(request.status, 'http_error', `The server answered ${request.status}.`),
      );
    };
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}

export function useMedia(offset: number) {
  const query = useQuery({
    queryKey: [...adminMediaQueryKey, offset],
    queryFn: ({ signal }) => fetchMedia(offset, signal),
    meta: { reads: ['media'] },
  });
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toastError('Error fetching media', error);
  }, [isError, error, errorUpdatedAt]);
  return query;
}

/** An upload or a deletion (audited). */
export function useMediaWrite<A, R>(fn: (args: A) => Promise<R>) {
  return useMutation({ mutationFn: fn, meta: { writes: ['media', 'audit'] } });
}
