import { useEffect, useRef } from 'react';
import type { BreathPhase } from './breathing-patterns';
import { playPhaseTone, vibratePhase } from './breathing-cues';

interface PhaseCueOptions {
  active: boolean;
  /** Changes at every phase change (the step index and cycle), so a repeated phase cues again. */
  phaseKey: string;
  phase: BreathPhase;
  tone: boolean;
  vibration: boolean;
}

/** Plays the chosen cues once at the start of each phase while a session runs. */
export function usePhaseCues({ active, phaseKey, phase, tone, vibration }: PhaseCueOptions) {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!active) {
      last.current = null;
      return;
    }
    if (last.current === phaseKey) return;
    last.current = phaseKey;
    if (tone) playPhaseTone(phase);
    if (vibration) vibratePhase(phase);
  }, [active, phaseKey, phase, tone, vibration]);
}
