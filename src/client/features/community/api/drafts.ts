import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { okSchema } from '@shared/api/error.schemas';
import type * as z from '@shared/api/zod-mini';
import {
  NEW_TOPIC_PLACE,
  forumDraftSchema,
  newTopicDraftSchema,
  replyDraftPlace,
  replyDraftSchema,
} from '@shared/community/drafts.schemas';
import { ApiRequestError, apiRequest } from '@client/lib/api-client';
import { communityKey } from './community-keys';

/** How long typing must stop before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 800;

/** A place a draft is kept for, and the schema of its data. */
export interface DraftTarget<S extends z.ZodMiniType> {
  place: string;
  schema: S;
}

export const newTopicDraftTarget: DraftTarget<typeof newTopicDraftSchema> = {
  place: NEW_TOPIC_PLACE,
  schema: newTopicDraftSchema,
};

export const replyDraftTarget = (postId: string): DraftTarget<typeof replyDraftSchema> => ({
  place: replyDraftPlace(postId),
  schema: replyDraftSchema,
});

export const draftKey = (place: string) => [...communityKey, 'draft', place] as const;

const draftAddress = (place: string) => `/api/community/drafts/${encodeURIComponent(place)}`;

/** The member's draft at a place, or null when none is kept (the API's 404). */
export async function fetchDraft<S extends z.ZodMiniType>(
  target: DraftTarget<S>,
  signal?: AbortSignal,
): Promise<z.output<S> | null> {
  try {
    const draft = await apiRequest(draftAddress(target.place), { schema: forumDraftSchema, signal });
    return target.schema.parse(draft.data);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function saveDraft<T>(place: string, data: T) {
  return apiRequest(draftAddress(place), { method: 'PUT', body: { data }, schema: forumDraftSchema });
}

export function deleteDraft(place: string) {
  return apiRequest(draftAddress(place), { method: 'DELETE', schema: okSchema });
}

/**
 * The draft kept for a form, read afresh each time the form opens (it may have been written on another device
 * since), and not again while the form is open: the form takes it in once.
 */
export function useDraft<S extends z.ZodMiniType>(target: DraftTarget<S>) {
  return useQuery({
    queryKey: draftKey(target.place),
    queryFn: ({ signal }) => fetchDraft(target, signal),
    meta: { reads: ['forumDrafts'] },
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/**
 * Saves a form's draft DRAFT_SAVE_DELAY_MS after the last change (null discards it), one request at a time and
 * in order, so an older save never lands after a newer one or after a discard. A change still waiting is sent
 * when the form closes or the page goes (a reload: small writes are sent with keepalive). Failures are quiet:
 * the form still holds the text, and the next change tries again.
 */
export function useDraftSaver<T>(place: string) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: async (data: T | null) => {
      if (data === null) await deleteDraft(place);
      else await saveDraft(place, data);
    },
    scope: { id: `forum-draft:${place}` },
    // Only the form reads its draft, and it has it: the cache is set to what the server now holds, not fetched.
    meta: { writes: [] },
    onSuccess: (_answer, data) => queryClient.setQueryData(draftKey(place), data),
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<{ data: T | null } | null>(null);
  // What the server holds once the requests sent so far are done, as JSON.
  const held = useRef('null');
  const sent = useRef<Promise<unknown>>(Promise.resolve());

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = waiting.current;
    waiting.current = null;
    if (next) {
      held.current = JSON.stringify(next.data);
      sent.current = mutateAsync(next.data).catch(() => undefined);
    }
    return sent.current;
  }, [mutateAsync]);

  /** Saves `data` once typing stops; nothing is sent when the server already holds it. */
  const schedule = useCallback(
    (data: T | null) => {
      clearTimeout(timer.current);
      if (JSON.stringify(data) === held.current) {
        waiting.current = null;
        return;
      }
      waiting.current = { data };
      timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
    },
    [flush],
  );

  /** Takes `data` as what the server holds (the draft the form was filled from). */
  const assume = useCallback((data: T | null) => {
    held.current = JSON.stringify(data);
  }, []);

  /** Discards the draft now, after any save already sent. */
  const discard = useCallback(() => {
    waiting.current = { data: null };
    void flush();
  }, [flush]);

  /** Once the post or reply is sent: the server dropped its draft in the same write, and so does the cache. */
  const forget = useCallback(() => {
    clearTimeout(timer.current);
    waiting.current = null;
    held.current = 'null';
    queryClient.setQueryData(draftKey(place), null);
  }, [place, queryClient]);

  useEffect(() => {
    const handlePageHide = () => void flush();
    window.addEventListener('pagehide', handlePageHide);
    return () => {
      window.removeEventListener('pagehide', handlePageHide);
      void flush();
    };
  }, [flush]);

  return { schedule, flush, assume, discard, forget };
}
