import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HabitWeekRow } from './habit-week-row';

describe('HabitWeekRow', () => {
  it('keeps the date number on a ticked day, with the tick beside it', () => {
    const habit = {
      id: 'h1',
      toolKey: 'habit-tracker',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      data: {
        name: 'Stretch',
        schedule: { type: 'daily' as const },
        completions: ['2026-11-25'],
        archived: false,
      },
    };
    render(<HabitWeekRow habit={habit} today="2026-11-26" color="#0f766e" onToggle={vi.fn()} />);
    const ticked = screen.getByRole('button', { name: /Stretch, Wednesday 25 November, done/ });
    expect(ticked).toHaveAttribute('aria-pressed', 'true');
    expect(ticked.querySelector('[data-testid="day-number"]')?.textContent).toBe('25');
    expect(ticked.querySelector('svg')).not.toBeNull();
    const numbers = screen.getAllByTestId('day-number').map((n) => n.textContent);
    expect(numbers).toEqual(['20', '21', '22', '23', '24', '25', '26']);
  });
});
