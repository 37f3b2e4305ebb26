import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SortableItem, SortableList } from './sortable-list';

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
  it('holds the place with a spinner until dnd-kit has loaded, then shows the list with working handles', async () => {
    renderList();
    // First render: dnd-kit is still loading, and the list is not shown half-working.
    expect(screen.getByRole('status')).toHaveTextContent('Loading the list');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    const bound = await screen.findByRole('button', { name: 'Move Stretch' });
    expect(bound).toBeEnabled();
    expect(bound).toHaveAttribute('aria-roledescription', 'sortable');
    // dnd-kit's instructions for screen readers name what is moved.
    const instructionsId = bound.getAttribute('aria-describedby') ?? '';
    await waitFor(() =>
      expect(document.getElementById(instructionsId)).toHaveTextContent(
        'To move a habit, press space or enter on its handle',
      ),
    );
    expect(screen.getByRole('list', { name: 'Your habits' })).toHaveTextContent('StretchDrink water');
  });
});
