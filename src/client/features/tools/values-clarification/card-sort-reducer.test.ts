import { describe, expect, it } from 'vitest';
import { valuesSortEntrySchema } from '@shared/tools/tool-data.schemas';
import {
  cardSortReducer,
  initialCardSort,
  pileOf,
  toValuesSortEntry,
  type CardSortAction,
  type CardSortState,
} from './card-sort-reducer';
import { valueCards } from './values-list';

const values = ['Courage', 'Family', 'Fun', 'Health', 'Honesty', 'Kindness', 'Nature'];
const run = (actions: CardSortAction[], start: CardSortState = initialCardSort(values)) =>
  actions.reduce(cardSortReducer, start);
const allVery = (list = values): CardSortAction[] =>
  list.map((value) => ({ type: 'move', value, to: 'very' }));

describe('card sort reducer', () => {
  it('starts with every value waiting to be sorted', () => {
    const state = initialCardSort(values);
    expect(state.piles.unsorted).toEqual(values);
    expect(state.step).toBe('sort');
  });

  it('offers at least thirty values, each named once with a meaning', () => {
    expect(valueCards.length).toBeGreaterThanOrEqual(30);
    expect(new Set(valueCards.map((c) => c.name)).size).toBe(valueCards.length);
    for (const card of valueCards) expect(card.meaning.length).toBeGreaterThan(10);
  });

  it('moves a card from one pile to the end of another', () => {
    const state = run([
      { type: 'move', value: 'Fun', to: 'somewhat' },
      { type: 'move', value: 'Family', to: 'somewhat' },
    ]);
    expect(state.piles.somewhat).toEqual(['Fun', 'Family']);
    expect(state.piles.unsorted).not.toContain('Fun');
    expect(pileOf(state, 'Family')).toBe('somewhat');
  });

  it('moves a card to a position within a pile, and reorders within one', () => {
    let state = run([
      ...allVery(['Fun', 'Family', 'Health']),
      { type: 'move', value: 'Honesty', to: 'very', index: 1 },
    ]);
    expect(state.piles.very).toEqual(['Fun', 'Honesty', 'Family', 'Health']);
    state = cardSortReducer(state, { type: 'move', value: 'Health', to: 'very', index: 0 });
    expect(state.piles.very).toEqual(['Health', 'Fun', 'Honesty', 'Family']);
  });

  it('ignores values it does not know', () => {
    const state = initialCardSort(values);
    expect(cardSortReducer(state, { type: 'move', value: 'Fame', to: 'very' })).toBe(state);
  });

  it('picks at most five top values, only from the "very" pile', () => {
    let state = run([...allVery(values.slice(0, 6)), { type: 'move', value: 'Nature', to: 'not' }]);
    state = run(
      values.map((value): CardSortAction => ({ type: 'toggleTop', value })),
      state,
    );
    expect(state.topFive).toEqual(values.slice(0, 5));
    state = cardSortReducer(state, { type: 'toggleTop', value: 'Courage' });
    expect(state.topFive).toEqual(values.slice(1, 5));
    state = cardSortReducer(state, { type: 'toggleTop', value: 'Kindness' });
    expect(state.topFive).toHaveLength(5);
    expect(state.topFive).toContain('Kindness');
  });

  it('drops a value from the top five and its rating when it leaves the "very" pile', () => {
    let state = run([
      ...allVery(['Fun', 'Health']),
      { type: 'toggleTop', value: 'Fun' },
      { type: 'goTo', step: 'rate' },
    ]);
    expect(state.ratings).toEqual({ Fun: 5 });
    state = cardSortReducer(state, { type: 'move', value: 'Fun', to: 'not' });
    expect(state.topFive).toEqual([]);
    expect(state.ratings).toEqual({});
  });

  it('moves between steps only when there is something to work with', () => {
    let state = initialCardSort(values);
    expect(cardSortReducer(state, { type: 'goTo', step: 'choose' }).step).toBe('sort');
    state = run([...allVery(['Fun']), { type: 'goTo', step: 'choose' }]);
    expect(state.step).toBe('choose');
    expect(cardSortReducer(state, { type: 'goTo', step: 'rate' }).step).toBe('choose');
  });

  it('rates top values from 1 to 10', () => {
    let state = run([
      ...allVery(['Fun']),
      { type: 'toggleTop', value: 'Fun' },
      { type: 'goTo', step: 'rate' },
    ]);
    state = cardSortReducer(state, { type: 'rate', value: 'Fun', rating: 12 });
    expect(state.ratings.Fun).toBe(10);
    state = cardSortReducer(state, { type: 'rate', value: 'Fun', rating: 3 });
    expect(state.ratings.Fun).toBe(3);
    expect(cardSortReducer(state, { type: 'rate', value: 'Health', rating: 3 })).toBe(state);
  });

  it('turns a finished sort into a valid entry, leaving unsorted cards out', () => {
    const state = run([
      ...allVery(['Fun', 'Health']),
      { type: 'move', value: 'Nature', to: 'somewhat' },
      { type: 'move', value: 'Courage', to: 'not' },
      { type: 'toggleTop', value: 'Health' },
      { type: 'goTo', step: 'rate' },
      { type: 'rate', value: 'Health', rating: 7 },
    ]);
    const entry = toValuesSortEntry(state);
    expect(entry).toEqual({
      very: ['Fun', 'Health'],
      somewhat: ['Nature'],
      not: ['Courage'],
      topFive: ['Health'],
      ratings: { Health: 7 },
    });
    expect(valuesSortEntrySchema.safeParse(entry).success).toBe(true);
  });

  it('starts over on reset', () => {
    const state = run([...allVery(['Fun']), { type: 'reset', values }]);
    expect(state).toEqual(initialCardSort(values));
  });
});
