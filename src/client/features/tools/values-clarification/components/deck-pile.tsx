import { useContext } from 'react';
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
      className={cn(
        'min-w-0 rounded-2xl border-2 border-dashed p-2',
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
        className="flex min-h-12 w-full cursor-pointer items-center justify-between gap-2 rounded-xl px-2 text-left font-semibold text-slate-900 hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:cursor-default"
      >
        <span>
          {topCard ? <span className="sr-only">Put {topCard} in </span> : null}
          {pileTitles[pile]}
        </span>
        <span className="flex shrink-0 items-center gap-2 text-sm font-normal text-slate-700">
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
      {values.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-1 px-1 pb-1" aria-label={`In ${pileTitles[pile]}`}>
          {values.map((value) => (
            <li key={value}>
              <button
                type="button"
                onClick={() => onReturn(value)}
                title="Put back on the deck"
                className="min-h-6 cursor-pointer rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                {value}
                <span className="sr-only"> (put back on the deck)</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
