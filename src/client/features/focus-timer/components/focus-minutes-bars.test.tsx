import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FocusMinutesBars } from './focus-minutes-bars';

const week = [
  { label: 'Mon', minutes: 50 },
  { label: 'Tue', minutes: 0 },
  { label: 'Wed', minutes: 25 },
];

describe('FocusMinutesBars', () => {
  it('draws each day as a bar as tall as its share of the busiest day, labelled with its minutes', () => {
    render(<FocusMinutesBars days={week} />);
    const chart = screen.getByTestId('focus-minutes-bars');
    const bars = [...chart.querySelectorAll<HTMLElement>('.bg-teal-700')];
    expect(bars.map((bar) => bar.style.height)).toEqual([
      'calc((100% - 1rem) * 1)',
      'calc((100% - 1rem) * 0)',
      'calc((100% - 1rem) * 0.5)',
    ]);
    expect(chart).toHaveTextContent(/^50\s*25\s*MonTueWed$/);
  });

  it('draws an empty week flat rather than dividing by nothing', () => {
    render(<FocusMinutesBars days={week.map((day) => ({ ...day, minutes: 0 }))} />);
    const bars = [...screen.getByTestId('focus-minutes-bars').querySelectorAll<HTMLElement>('.bg-teal-700')];
    expect(bars.map((bar) => bar.style.height)).toEqual(Array(3).fill('calc((100% - 1rem) * 0)'));
  });
});
