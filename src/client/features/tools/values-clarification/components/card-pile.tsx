import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { cn } from '@client/lib/class-names';
import type { Pile } from '../card-sort-reducer';
import { pileDropId, pileTitles } from './pile-labels';
import { ValueCard } from './value-card';

const pileStyles: Record<Pile, string> = {
  unsorted: 'border-slate-300 bg-slate-50',
  very: 'border-teal-300 bg-teal-50',
  somewhat: 'border-sky-300 bg-sky-50',
  not: 'border-slate-300 bg-white',
};

interface CardPileProps {
  pile: Pile;
  values: string[];
  onMove: (value: string, to: Exclude<Pile, 'unsorted'>) => void;
}

/** One pile of the card sort: a drop target holding a sortable list of cards. */
export function CardPile({ pile, values, onMove }: CardPileProps) {
  const { setNodeRef, isOver } = useDroppable({ id: pileDropId(pile) });
  const headingId = `pile-${pile}-heading`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-pile={pile}
      className={cn(
        'flex min-h-40 min-w-0 flex-col rounded-2xl border-2 border-dashed p-3',
        pileStyles[pile],
        isOver && 'border-solid border-teal-700',
      )}
    >
      {/* The three piles stay in view beside the long deck, so a card can be dropped without scrolling. */}
      <div className={cn('flex flex-1 flex-col', pile !== 'unsorted' && 'lg:sticky lg:top-4 lg:flex-none')}>
        <h3
          id={headingId}
          className="mb-3 flex items-baseline justify-between gap-2 text-base font-semibold text-slate-900"
        >
          {pileTitles[pile]}
          <span className="text-sm font-normal text-slate-700">
            {values.length} {values.length === 1 ? 'card' : 'cards'}
          </span>
        </h3>
        <SortableContext id={pile} items={values} strategy={verticalListSortingStrategy}>
          <ul className="flex flex-1 flex-col gap-2">
            {values.map((value) => (
              <ValueCard key={value} value={value} pile={pile} onMove={onMove} />
            ))}
          </ul>
        </SortableContext>
        {values.length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-700">
            {pile === 'unsorted'
              ? 'All sorted — well done.'
              : 'Drag cards here, or use the buttons on a card.'}
          </p>
        ) : null}
      </div>
    </section>
  );
}
