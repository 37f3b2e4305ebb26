import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

interface DragSensorOptions {
  /** How far (px) the mouse moves before a drag starts, so a click on the handle stays a click. */
  mouseDistance?: number;
}

/** The pointer, touch and keyboard sensors of a sortable list (arrow keys move the picked-up item). */
export function useDragSensors({ mouseDistance = 4 }: DragSensorOptions = {}) {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: mouseDistance } }),
    // The delay lets a finger scroll past the list without picking an item up.
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
