import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

afterEach(() => vi.useRealTimers());

describe('AfterFirstPaint', () => {
  it('shows a placeholder first, then its children once their answers are in', async () => {
    let answer!: () => void;
    const ready = () => new Promise<void>((resolve) => (answer = resolve));
    const { container } = render(
      <AfterFirstPaint placeholder="h-40" ready={ready}>
        <p>The history</p>
      </AfterFirstPaint>,
    );
    expect(screen.queryByText('The history')).toBeNull();
    expect(container.querySelector('.h-40')).not.toBeNull();
    // The page has painted, but the answers are not in yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('The history')).toBeNull();
    await act(async () => answer());
    expect(await screen.findByText('The history')).toBeInTheDocument();
    expect(container.querySelector('.h-40')).toBeNull();
  });

  it('renders its children without their answers after three seconds (they show their own loading)', async () => {
    vi.useFakeTimers();
    render(
      <AfterFirstPaint placeholder="h-40" ready={() => new Promise(() => undefined)}>
        <p>The history</p>
      </AfterFirstPaint>,
    );
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(screen.queryByText('The history')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('The history')).toBeInTheDocument();
  });
});
