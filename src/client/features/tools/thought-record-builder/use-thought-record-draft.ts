import { useCallback, useEffect, useState } from 'react';
import {
  emptyDraft,
  isDraftStarted,
  isDraftUnfinished,
  type ThoughtRecordDraft,
} from './thought-record-draft';
import { clearDraft, loadDraft, saveDraft } from './thought-record-draft-storage';

/** The wizard's draft, kept in sessionStorage so a reload does not lose it. */
export function useThoughtRecordDraft() {
  const [initial] = useState(() => loadDraft());
  const [draft, setDraft] = useState<ThoughtRecordDraft>(() => initial ?? emptyDraft());
  const [restored, setRestored] = useState(() => initial !== null && isDraftUnfinished(initial));

  useEffect(() => {
    if (draft.editingId === null && !isDraftStarted(draft) && draft.step === 1) clearDraft();
    else saveDraft(draft);
  }, [draft]);

  const reset = useCallback(() => {
    setDraft(emptyDraft());
    setRestored(false);
    clearDraft();
  }, []);

  const replace = useCallback((next: ThoughtRecordDraft) => {
    setDraft(next);
    setRestored(false);
  }, []);

  return { draft, setDraft, replace, reset, restored };
}
