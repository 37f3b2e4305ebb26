import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { cardSortReducer, initialCardSort } from '../card-sort-reducer';
import { valueCards } from '../values-list';
import { ValuesDeck } from './values-deck';

const names = valueCards.map((card) => card.name);

function Deck() {
  const [state, dispatch] = useReducer(cardSortReducer, names, initialCardSort);
  return <ValuesDeck state={state} dispatch={dispatch} />;
}

/** A layout for the DOM without one: the card at the top, the three piles side by side below it. */
const boxes: Record<string, { x: number; y: number; width: number; height: number }> = {
  card: { x: 0, y: 0, width: 600, height: 130 },
  very: { x: 0, y: 200, width: 200, height: 100 },
  somewhat: { x: 200, y: 200, width: 200, height: 100 },
  not: { x: 400, y: 200, width: 200, height: 100 },
};

function stubLayout() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const box = this.hasAttribute('data-value-card')
      ? boxes.card
      : boxes[this.getAttribute('data-pile') ?? ''];
    return box ? DOMRect.fromRect(box) : original.call(this);
  });
}

/** Drags the top card with the mouse and drops it over the middle of a pile. */
function mouseDrag(pile: 'very' | 'somewhat' | 'not') {
  const card = document.querySelector('[data-value-card]')!;
  const target = boxes[pile]!;
  const to = { clientX: target.x + target.width / 2, clientY: target.y + target.height / 2 };
  fireEvent.mouseDown(card, { button: 0, clientX: 300, clientY: 60 });
  fireEvent.mouseMove(document, { clientX: 312, clientY: 72 });
  fireEvent.mouseMove(document, to);
  // Frozen from the drop on: the drag library's after-drag click guard (a 50 ms timer) never runs out during
  // the test, so the next tap is "right after" the drag however slow the machine is.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.mouseUp(document, to);
}

/** A tap or click as the browser sends it: a new press, then the click. */
function tap(element: Element) {
  fireEvent.pointerDown(element);
  fireEvent.mouseDown(element);
  fireEvent.pointerUp(element);
  fireEvent.mouseUp(element);
  fireEvent.click(element, { detail: 1 });
}

/** Enter on a focused button: the browser clicks it on the key press. */
function pressEnter(element: HTMLElement) {
  element.focus();
  fireEvent.keyDown(element, { key: 'Enter' });
  fireEvent.click(element, { detail: 0 });
  fireEvent.keyUp(element, { key: 'Enter' });
}

/** Renders the deck, points at the card and waits until dragging is on (dnd-kit loads when reached for). */
async function renderDeck() {
  renderWithSession(<Deck />, signedInSession());
  fireEvent.pointerEnter(document.querySelector('[data-value-card]')!);
  await waitFor(() => expect(document.querySelector('[data-value-card][aria-describedby]')).not.toBeNull());
}

const topCard = () => document.querySelector('[data-value-card]')?.getAttribute('data-value-card');
const pile = (title: string) => screen.getByRole('region', { name: new RegExp(`^${title}`) });
const pileButton = (title: string) => screen.getByRole('button', { name: new RegExp(`^Put .+ in ${title}`) });

beforeEach(stubLayout);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ValuesDeck after a drag', () => {
  it('places the next card on the first tap right after a mouse drag', async () => {
    await renderDeck();
    const [a, b, c] = names;
    mouseDrag('very');
    expect(within(pile('Very important')).getByText(a!)).toBeInTheDocument();
    expect(topCard()).toBe(b);

    tap(pileButton('Somewhat important'));
    expect(within(pile('Somewhat important')).getByText(b!)).toBeInTheDocument();
    expect(topCard()).toBe(c);
    expect(screen.getByTestId('deck-count')).toHaveTextContent(`${names.length - 2} of ${names.length}`);
  });

  it('places the next card on a keyboard press of a pile right after a drag', async () => {
    await renderDeck();
    const [a, b] = names;
    mouseDrag('not');
    expect(within(pile('Not important')).getByText(a!)).toBeInTheDocument();
    pressEnter(pileButton('Very important'));
    expect(within(pile('Very important')).getByText(b!)).toBeInTheDocument();
  });
});
