import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Compass } from '@shared/compass/compass.schemas';
import { createTestQueryClient } from '@client/test/test-query-client';
import { compassQueryKey } from '../api/compass';
import { topValuesQueryKey } from '../api/top-values';
import { CompassView } from './compass-view';
import { ValueTagsField } from './value-tags-field';

function renderWithData(ui: React.ReactNode, data: [readonly unknown[], unknown][]) {
  const client = createTestQueryClient();
  for (const [key, value] of data) client.setQueryData(key, value);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

function TagsHarness({ initial }: { initial: string[] }) {
  const [values, setValues] = useState(initial);
  return (
    <>
      <ValueTagsField value={values} onChange={setValues} />
      <output>{values.join(',')}</output>
    </>
  );
}

describe('ValueTagsField', () => {
  it('offers the top values as toggles and keeps an older tag on offer until it is taken off', async () => {
    const user = userEvent.setup();
    renderWithData(<TagsHarness initial={['Courage']} />, [
      [topValuesQueryKey, { topValues: ['Health', 'Family'] }],
    ]);
    const group = screen.getByRole('group', { name: 'Values it lives (optional)' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Health', 'Family', 'Courage']);
    await user.click(within(group).getByRole('button', { name: 'Health' }));
    expect(within(group).getByRole('button', { name: 'Health' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(group).getByRole('button', { name: 'Courage' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Health$/);
  });

  it('says how to get values to tag with before a card sort', () => {
    renderWithData(<TagsHarness initial={[]} />, [[topValuesQueryKey, { topValues: [] }]]);
    expect(screen.getByText(/^Sort your values in Values Clarification/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

const compass: Compass = {
  weekStart: '2026-11-23',
  weekEnd: '2026-11-29',
  topValues: ['Health', 'Family'],
  minimumActions: 3,
  rows: [
    {
      value: 'Family',
      rank: 2,
      importance: 0.9,
      actions: 4,
      done: 1,
      lived: 0.25,
      gap: 0.65,
      step: { text: 'Try “Active Listening” from the library.', href: '/skill/active-listening' },
    },
    { value: 'Health', rank: 1, importance: 1, actions: 1, done: 1, lived: null, gap: null, step: null },
    { value: 'Growth', rank: 3, importance: 0.8, actions: 0, done: 0, lived: null, gap: null, step: null },
  ],
};

describe('CompassView', () => {
  it('shows importance beside how a value was lived, and says nothing it cannot', () => {
    renderWithData(<CompassView />, [[compassQueryKey(null), compass]]);
    const [family, health] = screen.getAllByTestId('compass-row');
    expect(family).toHaveTextContent('Family · your value no. 2');
    expect(family).toHaveTextContent('1 of 4 tagged actions done');
    expect(family).toHaveTextContent('Importance90 %');
    expect(family).toHaveTextContent('Lived25 %');
    // The bars are as long as their shares (a width the browser cannot read would fill the whole bar).
    const bars = (family as HTMLElement).querySelectorAll<HTMLElement>('[aria-hidden="true"] > div');
    expect([...bars].map((bar) => bar.style.width)).toEqual(['90%', '25%']);
    expect(within(family as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/skill/active-listening',
    );
    expect(health).toHaveTextContent('1 of 1 tagged action done');
    expect(screen.getAllByTestId('compass-done').map((p) => p.textContent)).toEqual([
      '1 of 4 tagged actions done',
      '1 of 1 tagged action done',
      'Nothing tagged this week',
    ]);
    expect(health).toHaveTextContent(
      'Too little tagged this week to say how it was lived (it takes 3 actions).',
    );
    expect(health).not.toHaveTextContent('Lived');
  });

  it('shows nothing before a first card sort (the deck above is where it starts)', () => {
    const { container } = renderWithData(<CompassView />, [
      [compassQueryKey(null), { ...compass, topValues: [], rows: [] }],
    ]);
    expect(container).toBeEmptyDOMElement();
  });
});
