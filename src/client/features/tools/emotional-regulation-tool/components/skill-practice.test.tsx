import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SkillPractice } from './skill-practice';

const noop = () => undefined;
const showStep = (step: number) =>
  render(<SkillPractice skill="tipp" step={step} onStepChange={noop} onFinish={noop} onSkip={noop} />);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SkillPractice: TIPP', () => {
  it('times the cold water with a countdown that pauses, and says when the 30 seconds are up', () => {
    showStep(0);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('00:30');
    fireEvent.click(screen.getByRole('button', { name: 'Start 30 seconds' }));
    advance(10_000);
    expect(timer).toHaveTextContent('00:20');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    advance(5_000);
    expect(timer).toHaveTextContent('00:20');
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    advance(20_200);
    expect(screen.getByRole('status')).toHaveTextContent('30 seconds are up');
    expect(screen.getByRole('button', { name: 'Again' })).toBeInTheDocument();
  });

  it('paces the breathing with the breathing circle: in for 4, out for 6', () => {
    showStep(2);
    const pacer = within(screen.getByTestId('step-pacer'));
    expect(pacer.getByText('In for 4, out for 6')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start 1 minute' }));
    expect(pacer.getByText('Breathe in')).toBeInTheDocument();
    advance(4_500);
    expect(pacer.getByText('Breathe out')).toBeInTheDocument();
    expect(screen.getByText('00:56')).toBeInTheDocument(); // 55.5 s left, rounded up as a clock does
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(pacer.getByText('In for 4, out for 6')).toBeInTheDocument();
  });

  it('cues tensing and letting go in paired muscle relaxation', () => {
    showStep(3);
    fireEvent.click(screen.getByRole('button', { name: 'Start 2 minutes' }));
    expect(screen.getByText('Tense one group of muscles')).toBeInTheDocument();
    advance(5_500);
    expect(screen.getByText('Let go all at once: “relax”')).toBeInTheDocument();
  });

  it('shows no timer on a step without one', () => {
    showStep(1);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByTestId('step-pacer')).toBeNull();
  });
});
