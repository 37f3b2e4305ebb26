import {
  DndContext,
  DragOverlay,
  closestCorners,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useEffect, useRef, useState, type Dispatch } from 'react';
import { useDragSensors } from '@client/lib/use-drag-sensors';
import { piles, pileOf, type CardSortAction, type CardSortState, type Pile } from '../card-sort-reducer';
import { CardPile } from './card-pile';
import { moveButtonId, pileDropId, pileTitles } from './pile-labels';
import { ValueCardFace } from './value-card';

interface CardSortBoardProps {
  state: CardSortState;
  dispatch: Dispatch<CardSortAction>;
}

/** Where a drop lands: a pile itself, or the pile and position of the card it was dropped on. */
function dropTarget(
  state: CardSortState,
  overId: UniqueIdentifier,
): { pile: Pile; index?: number } | undefined {
  const id = String(overId);
  const pile = piles.find((p) => pileDropId(p) === id);
  if (pile) return { pile };
  const holding = pileOf(state, id);
  return holding ? { pile: holding, index: state.piles[holding].indexOf(id) } : undefined;
}

/** The four piles of the card sort, by drag and drop or by the buttons on each card. */
export function CardSortBoard({ state, dispatch }: CardSortBoardProps) {
  const [activeValue, setActiveValue] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const pendingFocus = useRef<string | null>(null);
  const sensors = useDragSensors({ mouseDistance: 5 });

  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  }, [state]);

  const pileName = (id: UniqueIdentifier | undefined) => {
    const target = id === undefined ? undefined : dropTarget(state, id);
    return target ? pileTitles[target.pile] : undefined;
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${String(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${String(active.id)} is over ${pileName(over.id)}.`
        : `${String(active.id)} is not over a pile.`,
    onDragEnd: ({ active, over }) =>
      over ? `${String(active.id)} was put in ${pileName(over.id)}.` : `${String(active.id)} was put back.`,
    onDragCancel: ({ active }) => `Moving ${String(active.id)} was cancelled. It is back where it was.`,
  };

  const handleMove = (value: string, to: Exclude<Pile, 'unsorted'>) => {
    const from = pileOf(state, value);
    if (from === 'unsorted') {
      // Keep keyboard users moving through the deck: focus goes to the next card still to sort.
      const rest = state.piles.unsorted.filter((v) => v !== value);
      const index = Math.min(state.piles.unsorted.indexOf(value), rest.length - 1);
      const next = rest[index];
      pendingFocus.current = next ? moveButtonId(next, 'very') : moveButtonId(value, to);
    } else {
      pendingFocus.current = moveButtonId(value, to);
    }
    dispatch({ type: 'move', value, to });
    const left = state.piles.unsorted.length - (from === 'unsorted' ? 1 : 0);
    setMessage(
      `${value} is now in ${pileTitles[to]}. ${left} ${left === 1 ? 'card' : 'cards'} left to sort.`,
    );
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveValue(null);
    if (!over) return;
    const target = dropTarget(state, over.id);
    if (target) dispatch({ type: 'move', value: String(active.id), to: target.pile, index: target.index });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To pick up a value card, press space or enter. Use the arrow keys to move it to another pile, then press space or enter to drop it, or escape to cancel. You can also use the Very, Somewhat and Not buttons on each card.',
        },
      }}
      onDragStart={({ active }) => setActiveValue(String(active.id))}
      onDragCancel={() => setActiveValue(null)}
      onDragEnd={handleDragEnd}
    >
      <p role="status" className="sr-only">
        {message}
      </p>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {piles.map((pile) => (
          <CardPile key={pile} pile={pile} values={state.piles[pile]} onMove={handleMove} />
        ))}
      </div>
      <DragOverlay>
        {activeValue ? (
          <div className="rounded-xl border border-teal-700 bg-white p-3 shadow-lg">
            <ValueCardFace value={activeValue} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
