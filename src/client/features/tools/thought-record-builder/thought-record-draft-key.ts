import { tabDraftKey } from '@client/lib/tab-drafts';

/** Where this tab keeps its unfinished thought record (sessionStorage). Free of the draft's schema. */
export const DRAFT_STORAGE_KEY = tabDraftKey('thought-record');

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function defaultStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (private modes, strict cookie settings); the wizard still works without it.
    return null;
  }
}

/** Whether this tab keeps a draft at all (before reading it, which takes the draft's schema). */
export function hasStoredDraft(storage: DraftStorage | null = defaultStorage()): boolean {
  try {
    return Boolean(storage?.getItem(DRAFT_STORAGE_KEY));
  } catch {
    return false;
  }
}
