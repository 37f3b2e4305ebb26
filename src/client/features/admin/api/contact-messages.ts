import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { contactMessagePageSchema } from '@shared/contact/contact.schemas';
import { apiRequest } from '@client/lib/api-client';
import { adminKey } from './admin-keys';

export const contactMessagesQueryKey = [...adminKey, 'contact-messages'] as const;

/** A page of the messages sent through the contact form. */
export const fetchContactMessages = (cursor: string | null, signal?: AbortSignal) =>
  apiRequest(`/api/admin/contact-messages?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
    schema: contactMessagePageSchema,
    signal,
  });

export const contactMessagesQueryOptions = infiniteQueryOptions({
  queryKey: contactMessagesQueryKey,
  initialPageParam: null as string | null,
  queryFn: ({ pageParam, signal }) => fetchContactMessages(pageParam, signal),
  getNextPageParam: (last) => last.nextCursor,
  meta: { reads: ['contactMessages'] },
});

export function useContactMessages() {
  return useInfiniteQuery(contactMessagesQueryOptions);
}
