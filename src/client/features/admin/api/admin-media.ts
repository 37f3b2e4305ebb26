import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MEDIA_PAGE_SIZE, mediaListSchema } from '@shared/admin/admin-media.schemas';
import { toastError } from '@client/components/ui/toast-store';
import { apiRequest } from '@client/lib/api-client';
import { adminKey } from './admin-keys';

export const adminMediaQueryKey = [...adminKey, 'media'] as const;

/** A page of the media library from `offset`. */
export const fetchMedia = (offset: number, signal?: AbortSignal) =>
  apiRequest(`/api/admin/media?limit=${MEDIA_PAGE_SIZE}&offset=${offset}`, {
    schema: mediaListSchema,
    signal,
  });

export const adminMediaQueryOptions = (offset: number) =>
  queryOptions({
    queryKey: [...adminMediaQueryKey, offset],
    queryFn: ({ signal }) => fetchMedia(offset, signal),
    meta: { reads: ['media'] },
  });

/** A page of the media library; a failure shows 'Error fetching media'. */
export function useMedia(offset: number) {
  const query = useQuery(adminMediaQueryOptions(offset));
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toastError('Error fetching media', error);
  }, [isError, error, errorUpdatedAt]);
  return query;
}
