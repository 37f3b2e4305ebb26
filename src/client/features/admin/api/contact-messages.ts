import { useInfiniteQuery } from '@tanstack/react-query';
import { contactMessagePageSchema } from '@shared/contact/contact.schemas';
import { apiRequest } from '@client/lib/api-client';

export function useContactMessages() {
  return useInfiniteQuery({
    queryKey: ['admin', 'contact-messages'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/api/admin/contact-messages?limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        {
          schema: contactMessagePageSchema,
          signal,
        },
      ),
    getNextPageParam: (last) => last.nextCursor,
    meta: { reads: ['contactMessages'] },
  });
}
