import { DndContext, useDraggable } from '@dnd-kit/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDragSensors } from './use-drag-sensors';

function Handle({ onClick }: { onClick: () => void }) {
  const { attributes, listeners, setNodeRef } = useDraggable({ id: 'handle' });
  return (
    <div ref={setNodeRef} {...attributes} {...listeners} onClick={onClick}>
      Handle
    </div>
  );
}

function Board({ onHandle, onOther }: { onHandle: () => void; onOther: () => void }) {
  return (
    <DndContext sensors={useDragSensors()}>
      <Handle onClick={onHandle} />
      <button type="button" onClick={onOther}>
        Other
      </button>
    </DndContext>
  );
}

/** A mouse drag of the handle; the clock stops at the drop, so dnd-kit's own 50 ms timer never lifts the guard. */
function dragHandle() {
  const handle = screen.getByText('Handle');
  fireEvent.mouseDown(handle, { button: 0, clientX: 10, clientY: 10 });
  fireEvent.mouseMove(document, { clientX: 40, clientY: 40 });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.mouseUp(document, { clientX: 40, clientY: 40 });
  return handle;
}

afterEach(() => vi.useRealTimers());

describe('useDragSensors after a mouse drag', () => {
  it('still swallows the click that ends the drag itself', () => {
    const onHandle = vi.fn();
    render(<Board onHandle={onHandle} onOther={vi.fn()} />);
    const handle = dragHandle();
    fireEvent.click(handle);
    expect(onHandle).not.toHaveBeenCalled();
  });

  it('lets the click of the next press through at once', () => {
    const onOther = vi.fn();
    render(<Board onHandle={vi.fn()} onOther={onOther} />);
    dragHandle();
    const other = screen.getByRole('button', { name: 'Other' });
    fireEvent.pointerDown(other);
    fireEvent.click(other);
    expect(onOther).toHaveBeenCalledTimes(1);
  });

  it('lets a key press click a focused button at once', () => {
    const onOther = vi.fn();
    render(<Board onHandle={vi.fn()} onOther={onOther} />);
    dragHandle();
    const other = screen.getByRole('button', { name: 'Other' });
    fireEvent.keyDown(other, { key: 'Enter' });
    fireEvent.click(other, { detail: 0 });
    expect(onOther).toHaveBeenCalledTimes(1);
  });
});
