import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectToolBodyAccepted, jsonResponse } from '@client/test/fake-tool-api';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { SORT_STORAGE_KEY } from '../use-card-sort';
import { valueCards } from '../values-list';
import { ValuesClarification } from './values-clarification';

const posted: unknown[] = [];
const savedSort = {
  very: ['Honesty', 'Family'],
  somewhat: ['Fun'],
  not: ['Faith'],
  topFive: ['Honesty', 'Family'],
  ratings: { Honesty: 8, Family: 4 },
};

function stubApi(items: unknown[] = []) {
  posted.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      expectToolBodyAccepted('values-clarification', url, init);
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return jsonResponse(
          {
            id: 'e9',
            toolKey: 'values-clarification',
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
            data: {},
          },
          201,
        );
      }
      return jsonResponse({ items, nextCursor: null });
    }),
  );
}

/** Puts the card on top of the deck in a pile by tapping the pile. */
const place = (pileTitle: 'Very' | 'Somewhat' | 'Not') =>
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Put .+ in ${pileTitle} important`) }));
const topCard = () => document.querySelector('[data-value-card]')?.getAttribute('data-value-card');
/** Sorts cards from the top of the deck until `value` is on top, then places it. */
function move(value: string, pileTitle: 'Very' | 'Somewhat' | 'Not') {
  while (topCard() !== value) place('Not');
  place(pileTitle);
}
const pile = (title: string) => screen.getByRole('region', { name: new RegExp(`^${title}`) });

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('ValuesClarification', () => {
  it('shows one card at a time with a count of what is left', async () => {
    stubApi();
    renderWithSession(<ValuesClarification />, signedInSession());
    expect(document.querySelectorAll('[data-value-card]')).toHaveLength(1);
    const first = valueCards[0]!;
    expect(await screen.findByRole('button', { name: `Drag ${first.name}` })).toBeInTheDocument();
    expect(screen.getByText(first.meaning)).toBeInTheDocument();
    expect(screen.getByTestId('deck-count')).toHaveTextContent(
      `${valueCards.length} of ${valueCards.length} cards left`,
    );
    expect(screen.getByRole('button', { name: /Next: choose your top five/ })).toBeDisabled();
    expect(await screen.findByText('No saved sorts yet')).toBeInTheDocument();
  });

  it('puts the top card in a pile by tap or by the keys 1, 2 and 3, and undoes', () => {
    stubApi();
    renderWithSession(<ValuesClarification />, signedInSession());
    const [a, b, c, d] = valueCards.map((card) => card.name);
    place('Very');
    expect(within(pile('Very important')).getByText(a!)).toBeInTheDocument();
    expect(topCard()).toBe(b);
    expect(
      screen.getByText(`${a} is now in Very important. ${valueCards.length - 1} cards left to sort.`),
    ).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '2' });
    expect(within(pile('Somewhat important')).getByText(b!)).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '3' });
    expect(within(pile('Not important')).getByText(c!)).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '1' });
    expect(within(pile('Very important')).getByText(d!)).toBeInTheDocument();
    expect(screen.getByTestId('deck-count')).toHaveTextContent(`${valueCards.length - 4} of`);
    fireEvent.click(screen.getByRole('button', { name: `Undo ${d}` }));
    expect(topCard()).toBe(d);
    expect(within(pile('Very important')).queryByText(d!)).toBeNull();
    // A card in a pile goes back on top of the deck when tapped.
    fireEvent.click(within(pile('Somewhat important')).getByRole('button', { name: new RegExp(`^${b}`) }));
    expect(topCard()).toBe(b);
  });

  it('ignores the number keys while typing in a field', () => {
    stubApi();
    renderWithSession(
      <>
        <input aria-label="Elsewhere" />
        <ValuesClarification />
      </>,
      signedInSession(),
    );
    fireEvent.keyDown(screen.getByLabelText('Elsewhere'), { key: '1' });
    expect(topCard()).toBe(valueCards[0]!.name);
  });

  it('keeps the sort in progress across a remount', () => {
    stubApi();
    const first = renderWithSession(<ValuesClarification />, signedInSession());
    move('Courage', 'Somewhat');
    expect(JSON.parse(sessionStorage.getItem(SORT_STORAGE_KEY) ?? '{}')).toMatchObject({
      piles: { somewhat: ['Courage'] },
    });
    first.unmount();
    renderWithSession(<ValuesClarification />, signedInSession());
    expect(within(pile('Somewhat important')).getByText('Courage')).toBeInTheDocument();
  }, 15_000);

  it('limits the top five, then rates and saves the sort', async () => {
    stubApi();
    renderWithSession(<ValuesClarification />, signedInSession());
    const very = ['Courage', 'Family', 'Health', 'Honesty', 'Kindness', 'Nature'];
    for (const value of very) move(value, 'Very');
    fireEvent.click(screen.getByRole('button', { name: /Next: choose your top five/ }));
    expect(screen.getByRole('heading', { level: 2, name: '2. Choose your top five' })).toBeInTheDocument();
    for (const value of very.slice(0, 5))
      fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${value}`) }));
    expect(screen.getByRole('checkbox', { name: /^Nature/ })).toBeDisabled();
    expect(screen.getByText(/5 of 5 chosen/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Next: rate them/ }));
    const slider = screen.getByRole('slider', { name: /Honesty/ });
    expect(slider).toHaveValue('5');
    fireEvent.change(slider, { target: { value: '9' } });
    expect(screen.getByText('9/10')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save this sort' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      data: {
        very,
        somewhat: [],
        not: expect.arrayContaining(['Faith', 'Fun']),
        topFive: very.slice(0, 5),
        ratings: { Courage: 5, Family: 5, Health: 5, Honesty: 9, Kindness: 5 },
      },
    });
    const results = await screen.findByTestId('values-results');
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(very.slice(0, 5).map((value) => expect.stringContaining(value)));
    expect(within(results).getByText(/9\/10/)).toBeInTheDocument();
    fireEvent.click(within(results).getByRole('button', { name: 'Start a new sort' }));
    expect(screen.getByRole('heading', { level: 2, name: '1. Sort the cards' })).toBeInTheDocument();
  }, 30_000);

  it('shows past sorts with their top five and opens one to see every pile', async () => {
    stubApi([
      {
        id: 'e1',
        toolKey: 'values-clarification',
        createdAt: '2026-03-02T10:00:00.000Z',
        updatedAt: '2026-03-02T10:00:00.000Z',
        data: savedSort,
      },
    ]);
    renderWithSession(<ValuesClarification />, signedInSession());
    const history = await screen.findByRole('region', { name: 'Past sorts' });
    const entry = await within(history).findByText('8/10');
    expect(entry).toBeInTheDocument();
    fireEvent.click(within(history).getByRole('button', { name: 'View' }));
    expect(within(history).getByRole('heading', { name: 'Somewhat important (1)' })).toBeInTheDocument();
    expect(within(history).getByText('Fun')).toBeInTheDocument();
    fireEvent.click(within(history).getByRole('button', { name: 'Update ratings' }));
    expect(within(history).getByRole('slider', { name: /Family/ })).toHaveValue('4');
  });
});
