import type { Pile } from '../card-sort-reducer';

export const pileTitles: Record<Pile, string> = {
  unsorted: 'To sort',
  very: 'Very important',
  somewhat: 'Somewhat important',
  not: 'Not important',
};

export type TargetPile = Exclude<Pile, 'unsorted'>;

/** The three piles a card can be put in, in the order of their keys 1, 2 and 3. */
export const targetPiles: readonly TargetPile[] = ['very', 'somewhat', 'not'];

export const pileDropId = (pile: Pile) => `pile:${pile}`;

/** The pile a number key (1, 2, 3) puts the top card in, if any. */
export function pileForKey(key: string): TargetPile | undefined {
  const index = ['1', '2', '3'].indexOf(key);
  return index === -1 ? undefined : targetPiles[index];
}
