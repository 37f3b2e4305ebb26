import type { BreathPhase, BreathingPattern } from './breathing-patterns';

/** What the phase needs of a pattern: its steps (and a name for the error of a pattern without any). */
export type PacedSteps = Pick<BreathingPattern, 'steps'> & { key: string };

export interface PhaseState {
  phase: BreathPhase;
  /** Index of the step within the pattern's cycle. */
  step: number;
  /** Whole seconds left in this phase, counting down to 1. */
  secondsLeft: number;
  /** The cycle being breathed, starting at 1. */
  cycle: number;
  /** How far through this phase, 0–1. */
  progress: number;
  /** How full the lungs are right now, 0–1 (drives the guide circle). */
  fullness: number;
  cue?: string;
}

/** Where in the breathing pattern a session is after `elapsedMs` of practice. */
export function phaseAt(pattern: PacedSteps, elapsedMs: number): PhaseState {
  const steps = pattern.steps;
  const cycleMs = steps.reduce((sum, s) => sum + s.seconds * 1000, 0);
  const elapsed = Math.max(0, elapsedMs);
  const cycle = Math.floor(elapsed / cycleMs) + 1;
  let within = elapsed % cycleMs;
  for (let index = 0; index < steps.length; index += 1) {
    const step = steps[index];
    if (!step) break;
    const stepMs = step.seconds * 1000;
    if (within < stepMs) {
      const previous = steps[(index - 1 + steps.length) % steps.length];
      const from = previous?.fullness ?? 0;
      const progress = within / stepMs;
      return {
        phase: step.phase,
        step: index,
        secondsLeft: Math.ceil((stepMs - within) / 1000),
        cycle,
        progress,
        fullness: from + (step.fullness - from) * progress,
        cue: step.cue,
      };
    }
    within -= stepMs;
  }
  throw new Error(`Pattern ${pattern.key} has no steps`);
}
