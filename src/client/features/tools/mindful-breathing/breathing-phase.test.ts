import { describe, expect, it } from 'vitest';
import { breathingPatternDetails } from './breathing-patterns';
import { phaseAt } from './breathing-phase';

const box = breathingPatternDetails.box;
const sigh = breathingPatternDetails['physiological-sigh'];

describe('phaseAt', () => {
  it('starts a box cycle breathing in with four seconds left and an empty circle', () => {
    expect(phaseAt(box, 0)).toMatchObject({
      phase: 'in',
      step: 0,
      secondsLeft: 4,
      cycle: 1,
      progress: 0,
      fullness: 0,
    });
  });

  it('counts the seconds down within a phase', () => {
    expect(phaseAt(box, 999).secondsLeft).toBe(4);
    expect(phaseAt(box, 1000).secondsLeft).toBe(3);
    expect(phaseAt(box, 3500)).toMatchObject({ phase: 'in', secondsLeft: 1 });
  });

  it('walks through in, hold, out, hold for box breathing', () => {
    expect(phaseAt(box, 4000)).toMatchObject({ phase: 'hold', step: 1, fullness: 1 });
    expect(phaseAt(box, 8000)).toMatchObject({ phase: 'out', step: 2, fullness: 1 });
    expect(phaseAt(box, 10_000).fullness).toBeCloseTo(0.5);
    expect(phaseAt(box, 12_000)).toMatchObject({ phase: 'hold', step: 3, fullness: 0 });
  });

  it('begins the next cycle after a whole cycle', () => {
    expect(phaseAt(box, 16_000)).toMatchObject({ phase: 'in', cycle: 2, secondsLeft: 4 });
    expect(phaseAt(box, 16_000 * 3 + 5000)).toMatchObject({ phase: 'hold', cycle: 4 });
  });

  it('times 4-7-8 as a 19 second cycle', () => {
    const pattern = breathingPatternDetails['4-7-8'];
    expect(phaseAt(pattern, 4000)).toMatchObject({ phase: 'hold', secondsLeft: 7 });
    expect(phaseAt(pattern, 11_000)).toMatchObject({ phase: 'out', secondsLeft: 8 });
    expect(phaseAt(pattern, 19_000)).toMatchObject({ phase: 'in', cycle: 2 });
  });

  it('alternates five seconds in and out for coherent breathing', () => {
    const pattern = breathingPatternDetails.coherent;
    expect(phaseAt(pattern, 4999)).toMatchObject({ phase: 'in', secondsLeft: 1 });
    expect(phaseAt(pattern, 5000)).toMatchObject({ phase: 'out', secondsLeft: 5 });
  });

  it('takes two breaths in, then a long breath out, for the physiological sigh', () => {
    expect(phaseAt(sigh, 0)).toMatchObject({
      phase: 'in',
      step: 0,
      secondsLeft: 2,
      cue: 'Through your nose',
    });
    expect(phaseAt(sigh, 2000)).toMatchObject({ phase: 'in', step: 1, secondsLeft: 1 });
    expect(phaseAt(sigh, 2000).fullness).toBeCloseTo(0.75);
    expect(phaseAt(sigh, 3000)).toMatchObject({ phase: 'out', step: 2, secondsLeft: 6, fullness: 1 });
    expect(phaseAt(sigh, 9000)).toMatchObject({ phase: 'in', cycle: 2 });
  });

  it('treats negative time as the start', () => {
    expect(phaseAt(box, -50)).toMatchObject({ phase: 'in', cycle: 1, secondsLeft: 4 });
  });
});
