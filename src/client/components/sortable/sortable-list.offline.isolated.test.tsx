import { render, screen } from '@testing-library/react';
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
            {(drag) => <li data-drag={drag ? 'on' : 'off'}>Stretch</li>}
          </SortableItem>
        </ul>
      </SortableList>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await screen.findByText('Stretch')).toHaveAttribute('data-drag', 'off');
    expect(screen.getByRole('list', { name: 'Your habits' })).toBeInTheDocument();
  });
});
