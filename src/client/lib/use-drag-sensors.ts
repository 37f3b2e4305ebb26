import { KeyboardSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { PromptClickMouseSensor, PromptClickTouchSensor } from './prompt-click-sensors';

interface DragSensorOptions {
  /** How far (px) the mouse moves before a drag starts, so a click on the handle stays a click. */
  mouseDistance?: number;
}

/** The pointer, touch and keyboard sensors of a sortable list (arrow keys move the picked-up item). */
export function useDragSensors({ mouseDistance = 4 }: DragSensorOptions = {}) {
  return useSensors(
    useSensor(PromptClickMouseSensor, { activationConstraint: { distance: mouseDistance } }),
    // The delay lets a finger scroll past the list without picking an item up.
    useSensor(PromptClickTouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
