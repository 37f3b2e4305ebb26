/**
 * Private work in progress (a journal entry, a thought record, a values sort) is kept in this tab's
 * sessionStorage, so a reload or a trip through the sign-in page does not lose it. Every such key starts
 * with this prefix, so it can all be wiped: at sign-out, and when someone else signs in on the tab. On a
 * shared computer the next person must never find it.
 */
export const TAB_DRAFT_PREFIX = 'dyl:draft:';
const OWNER_KEY = `${TAB_DRAFT_PREFIX}owner`;

export function tabDraftKey(name: string): string {
  return `${TAB_DRAFT_PREFIX}${name}`;
}

/** Removes every draft this tab holds. Blocked storage (private modes) holds none. */
export function clearTabDrafts(storage?: Storage): void {
  try {
    const store = storage ?? window.sessionStorage;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(TAB_DRAFT_PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Nothing was stored if storage is blocked.
  }
}

/**
 * Records whose drafts the tab holds, first wiping them if they belong to someone else. Called whenever a
 * signed-in session is known, so a member whose session ended gets their drafts back, and nobody else does.
 */
export function claimTabDrafts(userId: string, storage?: Storage): void {
  try {
    const store = storage ?? window.sessionStorage;
    if (store.getItem(OWNER_KEY) === userId) return;
    clearTabDrafts(store);
    store.setItem(OWNER_KEY, userId);
  } catch {
    // Blocked storage holds no drafts.
  }
}

/** Whether the tab holds a draft under this name (so a closed form can open again to show it). */
export function hasTabDraft(name: string): boolean {
  try {
    return window.sessionStorage.getItem(tabDraftKey(name)) !== null;
  } catch {
    return false;
  }
}

/** Drops one draft, when the member chooses to throw it away. */
export function discardTabDraft(name: string): void {
  try {
    window.sessionStorage.removeItem(tabDraftKey(name));
  } catch {
    // Blocked storage holds no drafts.
  }
}
