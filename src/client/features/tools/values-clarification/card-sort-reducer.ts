import * as z from '@shared/api/zod-mini';
import type { ToolEntryData } from '@shared/tools/tool-data.schemas';

export const piles = ['unsorted', 'very', 'somewhat', 'not'] as const;
export type Pile = (typeof piles)[number];
export const sortSteps = ['sort', 'choose', 'rate'] as const;
export type SortStep = (typeof sortSteps)[number];

export const MAX_TOP = 5;
export const DEFAULT_RATING = 5;

export const cardSortStateSchema = z.object({
  step: z.enum(sortSteps),
  piles: z.object({
    unsorted: z.array(z.string()),
    very: z.array(z.string()),
    somewhat: z.array(z.string()),
    not: z.array(z.string()),
  }),
  topFive: z.array(z.string()).check(z.maxLength(MAX_TOP)),
  ratings: z.record(z.string(), z.number().check(z.int(), z.minimum(1), z.maximum(10))),
});
export type CardSortState = z.infer<typeof cardSortStateSchema>;

export type CardSortAction =
  | { type: 'move'; value: string; to: Pile; index?: number }
  | { type: 'toggleTop'; value: string }
  | { type: 'rate'; value: string; rating: number }
  | { type: 'goTo'; step: SortStep }
  | { type: 'reset'; values: readonly string[] };

/** A fresh sort: every value waiting in the "to sort" pile. */
export function initialCardSort(values: readonly string[]): CardSortState {
  return {
    step: 'sort',
    piles: { unsorted: [...values], very: [], somewhat: [], not: [] },
    topFive: [],
    ratings: {},
  };
}

/** The pile holding a value, if any. */
export function pileOf(state: CardSortState, value: string): Pile | undefined {
  return piles.find((pile) => state.piles[pile].includes(value));
}

function move(state: CardSortState, value: string, to: Pile, index?: number): CardSortState {
  const from = pileOf(state, value);
  if (!from) return state;
  const next = { ...state.piles };
  for (const pile of piles) next[pile] = next[pile].filter((v) => v !== value);
  const target = [...next[to]];
  const at = index === undefined ? target.length : Math.max(0, Math.min(index, target.length));
  target.splice(at, 0, value);
  next[to] = target;
  if (to === 'very') return { ...state, piles: next };
  // A value that leaves the "very" pile can no longer be one of the top five.
  const { [value]: _dropped, ...ratings } = state.ratings;
  return { ...state, piles: next, topFive: state.topFive.filter((v) => v !== value), ratings };
}

/** The card sort's state machine: moving cards, choosing the top five and rating them. */
export function cardSortReducer(state: CardSortState, action: CardSortAction): CardSortState {
  switch (action.type) {
    case 'move':
      return move(state, action.value, action.to, action.index);
    case 'toggleTop': {
      if (state.topFive.includes(action.value)) {
        return { ...state, topFive: state.topFive.filter((v) => v !== action.value) };
      }
      if (state.topFive.length >= MAX_TOP || !state.piles.very.includes(action.value)) return state;
      return { ...state, topFive: [...state.topFive, action.value] };
    }
    case 'rate': {
      if (!state.topFive.includes(action.value)) return state;
      const rating = Math.min(10, Math.max(1, Math.round(action.rating)));
      return { ...state, ratings: { ...state.ratings, [action.value]: rating } };
    }
    case 'goTo': {
      if (action.step === 'choose' && state.piles.very.length === 0) return state;
      if (action.step === 'rate') {
        if (state.topFive.length === 0) return state;
        const ratings = Object.fromEntries(state.topFive.map((v) => [v, state.ratings[v] ?? DEFAULT_RATING]));
        return { ...state, step: 'rate', ratings };
      }
      return { ...state, step: action.step };
    }
    case 'reset':
      return initialCardSort(action.values);
  }
}

/** The saved form of a finished sort (cards left unsorted are not kept). */
export function toValuesSortEntry(state: CardSortState): ToolEntryData<'values-clarification'> {
  return {
    very: state.piles.very,
    somewhat: state.piles.somewhat,
    not: state.piles.not,
    topFive: state.topFive,
    ratings: Object.fromEntries(state.topFive.map((v) => [v, state.ratings[v] ?? DEFAULT_RATING])),
  };
}
