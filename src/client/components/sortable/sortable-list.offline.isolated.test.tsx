import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SortableItem, SortableList } from './sortable-list';

vi.mock('./dnd-sortable-list', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('SortableList when dnd-kit cannot load (offline)', () => {
  it('keeps the list on screen, without dragging, instead of failing the page', async () => {
    render(
      <SortableList ids={['a']} nameOf={() => 'Stretch'} noun="habit" onReorder={vi.fn()}>
        <ul aria-label="Your habits">
          <SortableItem id="a">
            {(drag) => (
              <li data-drag={drag?.attributes['aria-roledescription'] ? 'on' : 'off'}>
                <button type="button" {...drag?.listeners}>
                  Move Stretch
                </button>
                Stretch
              </li>
            )}
          </SortableItem>
        </ul>
      </SortableList>,
    );
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Move Stretch' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Stretch')).toHaveAttribute('data-drag', 'off');
    expect(screen.getByRole('list', { name: 'Your habits' })).toBeInTheDocument();
  });
});
