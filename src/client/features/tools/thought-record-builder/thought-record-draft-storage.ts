import { defaultStorage, DRAFT_STORAGE_KEY, type DraftStorage } from './thought-record-draft-key';
import { isDraftUnfinished, thoughtRecordDraftSchema, type ThoughtRecordDraft } from './thought-record-draft';

export { DRAFT_STORAGE_KEY } from './thought-record-draft-key';

/** The draft kept for this tab, or null when there is none or it no longer fits the draft's shape. */
export function loadDraft(storage: DraftStorage | null = defaultStorage()): ThoughtRecordDraft | null {
  const raw = storage?.getItem(DRAFT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = thoughtRecordDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What the dashboard shows of an unfinished draft ("Continue your thought record"). */
export interface UnfinishedThoughtRecord {
  step: number;
  situation: string;
  editing: boolean;
}

/**
 * The one way outside the wizard to learn of its unfinished draft in this tab: the same store and the same
 * rule the wizard uses to bring it back, so the dashboard never offers what the tool would not resume.
 */
export function findUnfinishedThoughtRecord(
  storage: DraftStorage | null = defaultStorage(),
): UnfinishedThoughtRecord | null {
  const draft = loadDraft(storage);
  if (!draft || !isDraftUnfinished(draft)) return null;
  return { step: draft.step, situation: draft.situation.trim(), editing: draft.editingId !== null };
}

export function saveDraft(draft: ThoughtRecordDraft, storage: DraftStorage | null = defaultStorage()): void {
  try {
    storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only means the draft will not survive a reload.
  }
}

export function clearDraft(storage: DraftStorage | null = defaultStorage()): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
