import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** What a screen reader hears while a member reorders a vertical list of named items (`noun`: "habit"). */
export function sortableListAccessibility(
  ids: string[],
  nameOf: (id: UniqueIdentifier) => string,
  noun: string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const place = (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  return {
    announcements: {
      onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, in ${place(active.id)}.`,
      onDragOver: ({ active, over }) =>
        over
          ? `${nameOf(active.id)} is over ${place(over.id)}.`
          : `${nameOf(active.id)} is outside the list.`,
      onDragEnd: ({ active, over }) =>
        over
          ? `${nameOf(active.id)} dropped in ${place(over.id)}.`
          : `${nameOf(active.id)} dropped where it was.`,
      onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} cancelled; it stays in ${place(active.id)}.`,
    },
    screenReaderInstructions: {
      draggable: `To move a ${noun}, press space or enter on its handle, use the up and down arrow keys to choose a place, then press space or enter again to drop it. Press escape to cancel.`,
    },
  };
}
