import { cn } from '@client/lib/class-names';
import { phaseWords } from '../breathing-patterns';
import type { PhaseState } from '../breathing-phase';

const sizes = {
  /** The mindful breathing guide: 240 px on a phone, 288 px from 640 px up; at its smallest, half that. */
  large: { box: 'h-60 w-60 sm:h-72 sm:w-72', count: 'text-5xl' },
  /** A pacer inside another tool's step (TIPP's paced breathing): 160 px. */
  small: { box: 'h-40 w-40', count: 'text-4xl' },
} as const;

interface BreathingCircleProps {
  /** Where the breath is; undefined before a session starts. */
  phase: PhaseState | undefined;
  paused?: boolean;
  /** Still at full size (reduced motion, or no session): the phase word and the countdown still change. */
  still?: boolean;
  /** Said under the circle before a session starts. */
  idleText: string;
  size?: keyof typeof sizes;
  testId?: string;
}

/**
 * The breathing pacer: a circle that swells on the breath in and shrinks to half on the breath out, the
 * seconds of the phase inside it, and the phase word under it — under, not in: "Breathe out" is wider than
 * the circle at its smallest on a phone. The words are announced as they change.
 */
export function BreathingCircle({
  phase,
  paused = false,
  still = false,
  idleText,
  size = 'large',
  testId,
}: BreathingCircleProps) {
  const scale = still || !phase ? 1 : 0.5 + 0.5 * phase.fullness;
  return (
    <div className="flex flex-col items-center gap-3" data-testid={testId}>
      <div className={cn('relative flex items-center justify-center', sizes[size].box)}>
        <div
          aria-hidden="true"
          data-breathing-circle=""
          className={cn(
            'absolute inset-0 rounded-full border-4 border-teal-600 bg-teal-100',
            !still && 'transition-transform duration-100 ease-linear',
          )}
          style={{ transform: `scale(${scale})` }}
        />
        {phase ? (
          <p className={cn('relative font-bold tabular-nums text-slate-900', sizes[size].count)}>
            {phase.secondsLeft}
          </p>
        ) : null}
      </div>
      {/* Two lines kept free, so nothing below moves when a session starts or a cue comes and goes. */}
      <div aria-live="polite" aria-atomic="true" className="min-h-[3.25rem] text-center">
        {phase ? (
          <>
            <p className="text-2xl font-semibold text-teal-900">{phaseWords[phase.phase]}</p>
            {phase.cue ? <p className="text-sm text-slate-800">{phase.cue}</p> : null}
            {paused ? <p className="text-sm font-semibold text-slate-800">Paused</p> : null}
          </>
        ) : (
          <p className="pt-1 text-lg font-medium text-slate-800">{idleText}</p>
        )}
      </div>
    </div>
  );
}
