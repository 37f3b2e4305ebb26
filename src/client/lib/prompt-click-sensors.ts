import {
  MouseSensor,
  TouchSensor,
  type MouseSensorOptions,
  type SensorProps,
  type TouchSensorOptions,
} from '@dnd-kit/core';

type MouseSensorProps = SensorProps<MouseSensorOptions>;
type TouchSensorProps = SensorProps<TouchSensorOptions>;

/**
 * dnd-kit's pointer sensors keep their document listeners, among them a capturing click listener that stops
 * every click, for 50 ms after a drag ends (a timer), so that the drag's own mouseup does not click. Any other
 * click in that window is lost too, on the whole page — and the window is longer when the drop's re-render
 * keeps the main thread busy, because the browser runs input before timers. So a tap or an Enter on a button
 * right after a drop did nothing (the values deck's first pile tap after a drag). The drag's own click always
 * arrives before the next press, so these sensors lift the guard at the next press or key instead.
 * The listeners live in a private field of dnd-kit 6; without it the library's own timer still lifts them.
 */
interface WithDocumentListeners {
  documentListeners?: { removeAll: () => void };
}

// Not mousedown: after a touch drag the browser's compatibility mousedown would come before the drag's own click.
const pressEvents = ['pointerdown', 'keydown'] as const;

function liftGuardAtNextPress(sensor: object) {
  const listeners = (sensor as WithDocumentListeners).documentListeners;
  if (typeof listeners?.removeAll !== 'function') return;
  const lift = () => {
    for (const name of pressEvents) window.removeEventListener(name, lift, true);
    listeners.removeAll();
  };
  for (const name of pressEvents) window.addEventListener(name, lift, true);
}

/** The props with `onEnd` and `onCancel` also lifting the click guard of the sensor `self()` returns. */
function liftingGuard<P extends MouseSensorProps | TouchSensorProps>(
  props: P,
  self: () => object | undefined,
): P {
  const lift = () => {
    const sensor = self();
    if (sensor) liftGuardAtNextPress(sensor);
  };
  return {
    ...props,
    onEnd: () => {
      props.onEnd();
      lift();
    },
    onCancel: () => {
      props.onCancel();
      lift();
    },
  };
}

/** The mouse sensor, except that a click right after a drag (on anything else) is not swallowed. */
export class PromptClickMouseSensor extends MouseSensor {
  constructor(props: MouseSensorProps) {
    const holder: { sensor?: object } = {};
    super(liftingGuard(props, () => holder.sensor));
    holder.sensor = this;
  }
}

/** The touch sensor, except that a tap right after a drag (on anything else) is not swallowed. */
export class PromptClickTouchSensor extends TouchSensor {
  constructor(props: TouchSensorProps) {
    const holder: { sensor?: object } = {};
    super(liftingGuard(props, () => holder.sensor));
    holder.sensor = this;
  }
}
