import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GROUNDING_STEPS, GroundingExercise, SECONDS_PER_STEP } from './grounding-exercise';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('GroundingExercise', () => {
  it('walks the five senses in a minute, each step moving on by itself', () => {
    render(<GroundingExercise />);
    act(() => screen.getByRole('button', { name: 'Start (1 minute)' }).click());
    expect(screen.getByText(GROUNDING_STEPS[0])).toBeInTheDocument();
    expect(screen.getByText(/step 1 of 5/)).toHaveTextContent(`${SECONDS_PER_STEP} s`);
    act(() => void vi.advanceTimersByTime(SECONDS_PER_STEP * 1000 + 250));
    expect(screen.getByText(GROUNDING_STEPS[1])).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    expect(screen.getByText(GROUNDING_STEPS[2])).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(3 * SECONDS_PER_STEP * 1000 + 1000));
    expect(screen.getByText('Well done. Notice how you feel now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Again' })).toBeInTheDocument();
  });

  it('stops when asked', () => {
    render(<GroundingExercise />);
    act(() => screen.getByRole('button', { name: 'Start (1 minute)' }).click());
    act(() => screen.getByRole('button', { name: 'Stop' }).click());
    expect(screen.queryByText(GROUNDING_STEPS[0])).toBeNull();
    expect(screen.getByRole('button', { name: 'Start (1 minute)' })).toBeInTheDocument();
  });
});
