import type { Pile } from '../card-sort-reducer';

export const pileTitles: Record<Pile, string> = {
  unsorted: 'To sort',
  very: 'Very important',
  somewhat: 'Somewhat important',
  not: 'Not important',
};

/** The short labels of the non-drag move buttons on each card. */
export const moveLabels: Record<Exclude<Pile, 'unsorted'>, string> = {
  very: 'Very',
  somewhat: 'Somewhat',
  not: 'Not',
};

export const pileDropId = (pile: Pile) => `pile:${pile}`;

/** The DOM id of a card's move button, so focus can follow a card that moved. */
export const moveButtonId = (value: string, pile: Exclude<Pile, 'unsorted'>) =>
  `move-${value.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${pile}`;
