import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@client/test/fake-tool-api';
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
    vi.fn(async (_url: string, init?: RequestInit) => {
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

const move = (value: string, pile: 'Very' | 'Somewhat' | 'Not') =>
  fireEvent.click(screen.getByRole('button', { name: `${value}: ${pile} important` }));
const pile = (title: string) => screen.getByRole('region', { name: new RegExp(`^${title}`) });

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('ValuesClarification', () => {
  it('lays out every value in the "To sort" pile with drag handles and move buttons', async () => {
    stubApi();
    renderWithSession(<ValuesClarification />, signedInSession());
    const unsorted = pile('To sort');
    expect(within(unsorted).getAllByRole('listitem')).toHaveLength(valueCards.length);
    expect(within(unsorted).getByRole('button', { name: 'Drag Courage' })).toBeInTheDocument();
    expect(
      within(unsorted).getByText('Doing what matters even when it feels frightening.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next: choose your top five/ })).toBeDisabled();
    expect(await screen.findByText('No saved sorts yet')).toBeInTheDocument();
  });

  it('moves cards with the buttons, keeps focus in the deck and survives a remount', () => {
    stubApi();
    const first = renderWithSession(<ValuesClarification />, signedInSession());
    move('Courage', 'Very');
    expect(within(pile('Very important')).getByText('Courage')).toBeInTheDocument();
    expect(within(pile('To sort')).queryByText('Courage')).toBeNull();
    expect(document.activeElement).toHaveAccessibleName('Creativity: Very important');
    expect(screen.getByText('Courage is now in Very important. 34 cards left to sort.')).toBeInTheDocument();
    move('Courage', 'Somewhat');
    expect(within(pile('Somewhat important')).getByText('Courage')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Courage: Somewhat important' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
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
    move('Fun', 'Somewhat');
    move('Faith', 'Not');
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
        somewhat: ['Fun'],
        not: ['Faith'],
        topFive: very.slice(0, 5),
        ratings: { Courage: 5, Family: 5, Health: 5, Honesty: 9, Kindness: 5 },
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: '1. Sort the cards' })).toBeInTheDocument(),
    );
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
