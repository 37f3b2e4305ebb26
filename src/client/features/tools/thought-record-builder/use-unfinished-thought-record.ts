import { useEffect, useState } from 'react';
import type { UnfinishedThoughtRecord } from './thought-record-draft-storage';
import { hasStoredDraft } from './thought-record-draft-key';

/**
 * This tab's unfinished thought record, for the dashboard. Reading it takes the draft's schema (and zod, about
 * 30 ms of a phone's main thread to set up): loaded only when the tab keeps a draft at all, after the page shows.
 */
export function useUnfinishedThoughtRecord(): UnfinishedThoughtRecord | null {
  const [found, setFound] = useState<UnfinishedThoughtRecord | null>(null);
  useEffect(() => {
    if (!hasStoredDraft()) return;
    let live = true;
    void import('./thought-record-draft-storage').then(
      ({ findUnfinishedThoughtRecord }) => {
        if (live) setFound(findUnfinishedThoughtRecord());
      },
      // Not downloaded (offline): the dashboard goes without the offer.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return found;
}
