import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SortableItem, SortableList } from './sortable-list';

// Counts the loads of the dnd-kit list, which must wait for the member to reach for a handle.
const dndLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./dnd-sortable-list', async (importOriginal) => {
  dndLoads.count += 1;
  return importOriginal();
});

const names: Record<string, string> = { a: 'Stretch', b: 'Drink water' };

function renderList(onReorder = vi.fn()) {
  render(
    <SortableList ids={['a', 'b']} nameOf={(id) => names[id] ?? id} noun="habit" onReorder={onReorder}>
      <ul aria-label="Your habits">
        {['a', 'b'].map((id) => (
          <SortableItem key={id} id={id}>
            {(drag) => (
              <li ref={drag?.setNodeRef} style={drag?.style}>
                <button
                  type="button"
                  ref={drag?.setActivatorNodeRef}
                  disabled={!drag}
                  {...drag?.attributes}
                  {...drag?.listeners}
                  aria-label={`Move ${names[id]}`}
                />
                {names[id]}
              </li>
            )}
          </SortableItem>
        ))}
      </ul>
    </SortableList>,
  );
}

describe('SortableList', () => {
  it('shows the list at once and loads dnd-kit only when a handle is reached for, keeping its focus', async () => {
    renderList();
    expect(screen.getByRole('list', { name: 'Your habits' })).toHaveTextContent('StretchDrink water');
    const handle = screen.getByRole('button', { name: 'Move Drink water' });
    expect(handle).toBeEnabled();
    // Rendering, and waiting, load nothing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(dndLoads.count).toBe(0);
    expect(handle).not.toHaveAttribute('aria-roledescription');

    act(() => handle.focus());
    fireEvent.focus(handle);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Drink water' })).toHaveAttribute(
        'aria-roledescription',
        'sortable',
      ),
    );
    expect(dndLoads.count).toBe(1);
    const bound = screen.getByRole('button', { name: 'Move Drink water' });
    // The list was mounted afresh around dnd-kit: the member's handle has the focus again.
    expect(bound).not.toBe(handle);
    expect(bound).toHaveFocus();
    // dnd-kit's instructions for screen readers name what is moved.
    const instructionsId = bound.getAttribute('aria-describedby') ?? '';
    await waitFor(() =>
      expect(document.getElementById(instructionsId)).toHaveTextContent(
        'To move a habit, press space or enter on its handle',
      ),
    );
  });
});
