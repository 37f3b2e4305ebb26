import {
  DndContext,
  DragOverlay,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { useDragSensors } from '@client/lib/use-drag-sensors';
import {
  DeckDragContext,
  type CardSlotProps,
  type DeckDragProps,
  type PileSlotProps,
} from './deck-drag-context';
import { ValueCardFace } from './deck-card';
import { pileDropId, pileTitles, targetPiles } from './pile-labels';

/** The pointer's pile first; a keyboard drag (no pointer) falls back to the overlapping pile. */
const pileUnderPointer: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

const pileOf = (id: unknown) => targetPiles.find((p) => pileDropId(p) === id);

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${String(active.id)}.`,
  onDragOver: ({ active, over }) => {
    const pile = pileOf(over?.id);
    return pile
      ? `${String(active.id)} is over ${pileTitles[pile]}.`
      : `${String(active.id)} is not over a pile.`;
  },
  onDragEnd: ({ active, over }) => {
    const pile = pileOf(over?.id);
    return pile
      ? `${String(active.id)} was put in ${pileTitles[pile]}.`
      : `${String(active.id)} was put back.`;
  },
  onDragCancel: ({ active }) => `Moving ${String(active.id)} was cancelled. It is back on the deck.`,
};

function DraggableCard({ value, children }: CardSlotProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: value });
  return children({
    setNodeRef,
    attributes: { ...attributes, 'data-focus-key': value },
    listeners,
    isDragging,
    style: { transform: CSS.Translate.toString(transform) },
  });
}

function DroppablePile({ pile, children }: PileSlotProps) {
  const { setNodeRef, isOver } = useDroppable({ id: pileDropId(pile) });
  return children({ setNodeRef, isOver });
}

const slots = { Card: DraggableCard, Pile: DroppablePile };

/** Dragging for the deck, with dnd-kit: the top card onto a pile with a mouse, a finger or the keyboard. */
export function DeckDrag({ top, onDrop, children }: DeckDragProps) {
  const [dragging, setDragging] = useState(false);
  const sensors = useDragSensors({ mouseDistance: 5 });
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    const pile = pileOf(over?.id);
    if (pile) onDrop(String(active.id), pile);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pileUnderPointer}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Press 1, 2 or 3 to put this value in Very, Somewhat or Not important. Or press space to pick it up, the arrow keys to move it to a pile and space again to drop it.',
        },
      }}
      onDragStart={() => setDragging(true)}
      onDragCancel={() => setDragging(false)}
      onDragEnd={handleDragEnd}
    >
      <DeckDragContext.Provider value={slots}>{children}</DeckDragContext.Provider>
      <DragOverlay>
        {dragging && top ? (
          <div className="flex max-w-md gap-3 rounded-2xl border-2 border-teal-700 bg-white p-4 shadow-lg">
            <ValueCardFace value={top} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
