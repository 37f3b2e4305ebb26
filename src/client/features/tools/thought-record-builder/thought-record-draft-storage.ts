import { tabDraftKey } from '@client/lib/tab-drafts';
import { thoughtRecordDraftSchema, type ThoughtRecordDraft } from './thought-record-draft';

export const DRAFT_STORAGE_KEY = tabDraftKey('thought-record');

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (private modes, strict cookie settings); the wizard still works without it.
    return null;
  }
}

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
