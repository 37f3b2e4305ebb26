import { useContext, useEffect, useRef } from 'react';
import { cn } from '@client/lib/class-names';
import { DeckDragContext, type PileDrop } from './deck-drag-context';
import { pileTitles, targetPiles, type TargetPile } from './pile-labels';

const pileStyles: Record<TargetPile, string> = {
  very: 'border-teal-300 bg-teal-50',
  somewhat: 'border-sky-300 bg-sky-50',
  not: 'border-slate-300 bg-slate-50',
};

interface DeckPileProps {
  pile: TargetPile;
  values: string[];
  topCard: string | undefined;
  onPlace: (pile: TargetPile) => void;
  onReturn: (value: string) => void;
}

/** One pile beside the deck: a drop target, a button that takes the top card, and the cards it holds. */
export function DeckPile(props: DeckPileProps) {
  const slots = useContext(DeckDragContext);
  return slots ? (
    <slots.Pile pile={props.pile}>{(drop) => <PileSection {...props} drop={drop} />}</slots.Pile>
  ) : (
    <PileSection {...props} drop={undefined} />
  );
}

function PileSection({
  pile,
  values,
  topCard,
  onPlace,
  onReturn,
  drop,
}: DeckPileProps & { drop: PileDrop | undefined }) {
  const headingId = `pile-${pile}-heading`;
  const key = targetPiles.indexOf(pile) + 1;
  return (
    <section
      ref={drop?.setNodeRef}
      aria-labelledby={headingId}
      data-pile={pile}
      data-over={drop?.isOver || undefined}
      className={cn(
        // A phone shows each pile as one row (its button, then its cards in a line that scrolls sideways), so
        // the piles keep one height however many cards they hold; wider screens set them side by side.
        'flex min-w-0 items-center gap-1 rounded-2xl border-2 border-dashed p-1 sm:block sm:p-2',
        pileStyles[pile],
        drop?.isOver && 'border-solid border-teal-700 ring-2 ring-teal-700',
      )}
    >
      <h3 id={headingId} className="sr-only">
        {pileTitles[pile]}
      </h3>
      <button
        type="button"
        onClick={() => onPlace(pile)}
        disabled={!topCard}
        aria-keyshortcuts={String(key)}
        className="flex min-h-11 w-44 shrink-0 cursor-pointer flex-col items-start justify-center rounded-xl px-2 text-left text-sm font-semibold text-slate-900 hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:cursor-default sm:min-h-12 sm:w-full sm:flex-row sm:items-center sm:justify-between sm:gap-2 sm:text-base"
      >
        <span className="max-sm:whitespace-nowrap">
          {topCard ? <span className="sr-only">Put {topCard} in </span> : null}
          {pileTitles[pile]}
        </span>
        <span className="flex shrink-0 items-center gap-2 text-xs font-normal text-slate-700 sm:text-sm">
          <span data-testid={`pile-count-${pile}`}>
            {values.length} {values.length === 1 ? 'card' : 'cards'}
          </span>
          <kbd
            aria-hidden="true"
            className="hidden rounded border border-slate-400 bg-white px-1.5 text-xs text-slate-800 sm:inline"
          >
            {key}
          </kbd>
        </span>
      </button>
      {values.length > 0 ? <PileCards pile={pile} values={values} onReturn={onReturn} /> : null}
    </section>
  );
}

/** The cards in a pile, each a button that puts it back on the deck; on a phone the newest is scrolled to. */
function PileCards({ pile, values, onReturn }: Pick<DeckPileProps, 'pile' | 'values' | 'onReturn'>) {
  const list = useRef<HTMLUListElement>(null);
  const count = values.length;
  useEffect(() => {
    const element = list.current;
    if (element && element.scrollWidth > element.clientWidth) element.scrollLeft = element.scrollWidth;
  }, [count]);
  // Relative: the chips' screen-reader words (absolutely placed) stay inside the scrolling line, not past the page.
  return (
    <ul
      ref={list}
      className="relative flex min-w-0 flex-1 gap-1 overflow-x-auto px-1 py-1 sm:mt-1 sm:flex-wrap sm:overflow-visible sm:pt-0"
      aria-label={`In ${pileTitles[pile]}`}
    >
      {values.map((value) => (
        <li key={value} className="shrink-0">
          <button
            type="button"
            onClick={() => onReturn(value)}
            title="Put back on the deck"
            className="min-h-7 cursor-pointer rounded-full bg-white px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            {value}
            <span className="sr-only"> (put back on the deck)</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
