import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormGetValues, UseFormReset, UseFormWatch } from 'react-hook-form';
import type * as z from '@shared/api/zod-mini';
import { useDraft, useDraftSaver, type DraftTarget } from '../api/drafts';

interface ForumDraftOptions<S extends z.ZodMiniType, V extends FieldValues> {
  target: DraftTarget<S>;
  form: { watch: UseFormWatch<V>; getValues: UseFormGetValues<V>; reset: UseFormReset<V> };
  /** What of the form's values is worth keeping, or null when they hold nothing the member wrote. */
  toDraft: (values: V) => z.output<S> | null;
  /** The form's values from a kept draft. */
  fromDraft: (data: z.output<S>) => V;
  /** The form's values once a draft is discarded. */
  blank: () => V;
}

/**
 * Keeps what a forum form holds as a draft on the server (Discourse's drafts): the form is filled once from the
 * draft kept for its place, unless the member has already started; each change is saved once typing stops (an
 * emptied form discards it). The form calls `beforeSend` before sending, so no save lands after the sending
 * write has cleared the draft, and `sent` once it is sent.
 */
export function useForumDraft<S extends z.ZodMiniType, V extends FieldValues>({
  target,
  form,
  toDraft,
  fromDraft,
  blank,
}: ForumDraftOptions<S, V>) {
  const { watch, getValues, reset } = form;
  const draft = useDraft(target);
  const { schedule, flush, assume, discard: discardSaved, forget } = useDraftSaver<z.output<S>>(target.place);
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);

  // Once the draft is read (or could not be), the form takes it in; from then on, changes are saved.
  const loaded = draft.isFetchedAfterMount;
  const kept = draft.data ?? null;
  useEffect(() => {
    if (ready || !loaded) return;
    assume(kept);
    const typed = toDraft(getValues());
    if (typed !== null) schedule(typed);
    else if (kept !== null) {
      reset(fromDraft(kept));
      setRestored(true);
    }
    setReady(true);
  }, [ready, loaded, kept, assume, schedule, toDraft, fromDraft, getValues, reset]);

  useEffect(() => {
    if (!ready) return;
    const subscription = watch(() => schedule(toDraft(getValues())));
    return () => subscription.unsubscribe();
  }, [ready, watch, getValues, schedule, toDraft]);

  const discard = useCallback(() => {
    discardSaved();
    reset(blank());
    setRestored(false);
  }, [discardSaved, reset, blank]);

  const sent = useCallback(() => {
    forget();
    setRestored(false);
  }, [forget]);

  return { restored, discard, beforeSend: flush, sent };
}
