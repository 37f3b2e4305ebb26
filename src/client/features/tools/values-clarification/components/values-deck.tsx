import { Undo2 } from 'lucide-react';
import { useEffect, useMemo, useState, type Dispatch } from 'react';
import { Button } from '@client/components/ui/button';
import { intentListeners, onDemand, type IntentProps } from '@client/lib/progressive';
import type { CardSortAction, CardSortState } from '../card-sort-reducer';
import { DeckCard } from './deck-card';
import {
  DeckDragContext,
  type CardSlotProps,
  type DeckDragProps,
  type PileSlotProps,
} from './deck-drag-context';
import { DeckPile } from './deck-pile';
import { pileForKey, pileTitles, targetPiles, type TargetPile } from './pile-labels';

interface ValuesDeckProps {
  state: CardSortState;
  dispatch: Dispatch<CardSortAction>;
}

const noRef = () => undefined;
const StillPile = ({ children }: PileSlotProps) => children(undefined);

/** The deck before dnd-kit: its card asks for dnd-kit when pointed at, touched or focused. */
function DeckAwaitingDrag({ children, onIntent }: DeckDragProps & IntentProps) {
  const slots = useMemo(() => {
    const listeners = intentListeners(onIntent);
    const Card = ({ value, children: render }: CardSlotProps) =>
      render({
        setNodeRef: noRef,
        attributes: { role: 'button', tabIndex: 0, 'data-focus-key': value },
        listeners,
        isDragging: false,
        style: {},
      });
    return { Card, Pile: StillPile };
  }, [onIntent]);
  return <DeckDragContext.Provider value={slots}>{children}</DeckDragContext.Provider>;
}

/**
 * Dragging, switched on when the member first reaches for the card (dnd-kit loads then, not with the page);
 * tapping a pile and the number keys work from the start.
 */
const DeckDrag = onDemand<DeckDragProps>(
  async () => (await import('./deck-drag')).DeckDrag,
  DeckAwaitingDrag,
);

function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Step one as a deck: one card at a time, put in a pile by dragging, tapping a pile or pressing 1, 2 or 3. */
export function ValuesDeck({ state, dispatch }: ValuesDeckProps) {
  const [message, setMessage] = useState('');
  const [history, setHistory] = useState<string[]>([]);
  const top = state.piles.unsorted[0];
  const left = state.piles.unsorted.length;
  const total = left + targetPiles.reduce((sum, pile) => sum + state.piles[pile].length, 0);

  const place = (value: string, pile: TargetPile) => {
    dispatch({ type: 'move', value, to: pile });
    setHistory((past) => [...past, value]);
    const rest = left - (state.piles.unsorted.includes(value) ? 1 : 0);
    setMessage(
      `${value} is now in ${pileTitles[pile]}. ${rest} ${rest === 1 ? 'card' : 'cards'} left to sort.`,
    );
  };

  const putBack = (value: string) => {
    dispatch({ type: 'move', value, to: 'unsorted', index: 0 });
    setHistory((past) => past.filter((v) => v !== value));
    setMessage(`${value} is back on top of the deck.`);
  };

  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target) || !top) return;
      // Leave the number keys alone while a dialog is open (the "start over" confirmation).
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const pile = pileForKey(event.key);
      if (!pile) return;
      event.preventDefault();
      dispatch({ type: 'move', value: top, to: pile });
      setHistory((past) => [...past, top]);
      setMessage(
        `${top} is now in ${pileTitles[pile]}. ${left - 1} ${left - 1 === 1 ? 'card' : 'cards'} left to sort.`,
      );
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [top, left, dispatch]);

  const last = history.at(-1);
  return (
    <DeckDrag top={top} onDrop={place}>
      <p role="status" className="sr-only">
        {message}
      </p>
      <div className="space-y-3">
        <div className="flex min-h-9 items-center justify-between gap-2">
          <p className="shrink-0 font-medium text-slate-800" data-testid="deck-count">
            {left === 0 ? `All ${total} cards sorted` : `${left} of ${total} cards left`}
          </p>
          {last ? (
            <Button variant="ghost" size="sm" onClick={() => putBack(last)} className="min-w-0 px-2">
              <Undo2 aria-hidden="true" className="h-4 w-4 shrink-0" />
              <span className="truncate">Undo {last}</span>
            </Button>
          ) : null}
        </div>
        {top ? (
          <DeckCard key={top} value={top} />
        ) : (
          <p className="rounded-2xl border-2 border-dashed border-slate-300 p-3 text-center text-slate-700">
            All sorted — well done. Tap a card in a pile to put it back on the deck.
          </p>
        )}
        <div className="grid gap-2 sm:grid-cols-3">
          {targetPiles.map((pile) => (
            <DeckPile
              key={pile}
              pile={pile}
              values={state.piles[pile]}
              topCard={top}
              onPlace={(to) => top && place(top, to)}
              onReturn={putBack}
            />
          ))}
        </div>
      </div>
    </DeckDrag>
  );
}
