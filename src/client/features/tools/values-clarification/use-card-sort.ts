import { useEffect, useReducer } from 'react';
import { tabDraftKey } from '@client/lib/tab-drafts';
import {
  cardSortReducer,
  cardSortStateSchema,
  initialCardSort,
  type CardSortState,
} from './card-sort-reducer';
import { valueCards } from './values-list';

export const SORT_STORAGE_KEY = tabDraftKey('values-sort');
export const allValueNames = valueCards.map((card) => card.name);

/** The stored sort in progress, if it is readable and about the same values; otherwise a fresh one. */
function restore(): CardSortState {
  try {
    const stored = sessionStorage.getItem(SORT_STORAGE_KEY);
    if (!stored) return initialCardSort(allValueNames);
    const parsed = cardSortStateSchema.safeParse(JSON.parse(stored));
    if (!parsed.success) return initialCardSort(allValueNames);
    const held = Object.values(parsed.data.piles).flat();
    const same = held.length === allValueNames.length && allValueNames.every((name) => held.includes(name));
    return same ? parsed.data : initialCardSort(allValueNames);
  } catch {
    return initialCardSort(allValueNames);
  }
}

/** The card sort's state, kept in sessionStorage so a reload does not lose a sort in progress. */
export function useCardSort() {
  const [state, dispatch] = useReducer(cardSortReducer, undefined, restore);
  useEffect(() => {
    try {
      sessionStorage.setItem(SORT_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Storage can be full or blocked (private mode); the sort still works for this page view.
    }
  }, [state]);
  return [state, dispatch] as const;
}
