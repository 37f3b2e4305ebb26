import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { TOAST_DURATION_MS, toast, toastError } from './toast-store';

afterEach(() => vi.useRealTimers());

const shown = () => document.querySelectorAll('[data-variant][data-state="open"]');

describe('Toaster', () => {
  // In the same task as the toast: the lazy toaster it replaces needed a download first (and offline, failed).
  it('shows a toast at once, with no code to download first (an error toast must work offline)', () => {
    render(<Toaster />);
    act(() => toastError('Could not save your entry', new Error('Could not reach Design Your Life.')));
    expect(screen.getByText('Could not save your entry')).toBeInTheDocument();
    expect(screen.getByText('Could not reach Design Your Life.')).toBeInTheDocument();
    expect(shown()[0]).toHaveAttribute('data-variant', 'destructive');
  });

  it('announces the toast through a live region that was already on the page', () => {
    render(<Toaster />);
    const polite = document.querySelector('[aria-live="polite"]');
    const assertive = document.querySelector('[aria-live="assertive"]');
    expect(polite).toBeEmptyDOMElement();
    act(() => void toast({ title: 'Entry saved', description: 'Thank you.' }));
    expect(polite).toHaveTextContent('Notification: Entry saved. Thank you.');
    act(() => toastError('Could not save your entry', new Error('No connection.')));
    expect(assertive).toHaveTextContent('Notification: Could not save your entry. No connection.');
  });

  it('closes after its lifetime, but not while it is pointed at', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast({ title: 'Entry saved' }));
    const list = document.querySelector('ol')!;
    fireEvent.pointerEnter(list);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 1_000));
    expect(screen.getByText('Entry saved')).toBeInTheDocument();
    fireEvent.pointerLeave(list);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Entry saved')).toBeNull();
  });

  it('closes from its button and on Escape', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => void toast({ title: 'First' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('First')).toBeNull());
    act(() => void toast({ title: 'Second' }));
    act(() => (shown()[0] as HTMLElement).focus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Second')).toBeNull());
  });
});
