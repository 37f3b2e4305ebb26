import { Pause, Play, Square } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/class-names';
import { phaseWords, type BreathingPattern } from '../breathing-patterns';
import { phaseAt } from '../breathing-phase';
import type { TimerStatus } from '../use-breathing-timer';
import { usePrefersReducedMotion } from '../use-reduced-motion';

interface BreathingGuideProps {
  pattern: BreathingPattern;
  status: TimerStatus;
  elapsedMs: number;
  totalMs: number;
  canStart: boolean;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
}

function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** The breathing circle, the phase and countdown, and the session controls. */
export function BreathingGuide({
  pattern,
  status,
  elapsedMs,
  totalMs,
  canStart,
  ...on
}: BreathingGuideProps) {
  const reducedMotion = usePrefersReducedMotion();
  const guideRef = useRef<HTMLDivElement>(null);
  const handleStart = () => {
    on.onStart();
    // On a phone the guide sits below the choices; bring it into view so the first breath is not missed.
    guideRef.current?.scrollIntoView?.({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
  };
  const active = status !== 'idle';
  const state = phaseAt(pattern, elapsedMs);
  const scale = reducedMotion || !active ? 1 : 0.5 + 0.5 * state.fullness;

  return (
    <div ref={guideRef} className="flex scroll-mt-4 flex-col items-center gap-5">
      <div
        className="relative flex h-60 w-60 items-center justify-center sm:h-72 sm:w-72"
        data-testid="breathing-guide"
      >
        <div
          aria-hidden="true"
          className={cn(
            'absolute inset-0 rounded-full border-4 border-teal-600 bg-teal-100',
            !reducedMotion && 'transition-transform duration-100 ease-linear',
          )}
          style={{ transform: `scale(${scale})` }}
        />
        <div aria-live="polite" aria-atomic="true" className="relative px-4 text-center">
          {active ? (
            <>
              <p className="text-2xl font-semibold text-teal-900">{phaseWords[state.phase]}</p>
              <p className="text-5xl font-bold tabular-nums text-slate-900">{state.secondsLeft}</p>
              {state.cue ? <p className="mt-1 text-sm text-slate-800">{state.cue}</p> : null}
              {status === 'paused' ? (
                <p className="mt-1 text-sm font-semibold text-slate-800">Paused</p>
              ) : null}
            </>
          ) : (
            <p className="text-lg font-medium text-slate-800">Ready when you are</p>
          )}
        </div>
      </div>

      {active && reducedMotion ? (
        <div className="w-full max-w-sm">
          <div
            role="progressbar"
            aria-label="This phase"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(state.progress * 100)}
            className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-teal-700" style={{ width: `${state.progress * 100}%` }} />
          </div>
        </div>
      ) : null}

      {active ? (
        <p className="text-sm text-slate-700">
          <span className="tabular-nums">{clockText(totalMs - elapsedMs)}</span> left · breath {state.cycle}
        </p>
      ) : null}

      <div className="flex flex-wrap justify-center gap-3">
        {status === 'idle' ? (
          <Button size="lg" onClick={handleStart} disabled={!canStart}>
            <Play aria-hidden="true" className="h-5 w-5" /> Start
          </Button>
        ) : (
          <>
            {status === 'running' ? (
              <Button size="lg" variant="secondary" onClick={on.onPause}>
                <Pause aria-hidden="true" className="h-5 w-5" /> Pause
              </Button>
            ) : (
              <Button size="lg" onClick={on.onResume}>
                <Play aria-hidden="true" className="h-5 w-5" /> Resume
              </Button>
            )}
            <Button size="lg" variant="secondary" onClick={on.onStop}>
              <Square aria-hidden="true" className="h-5 w-5" /> Stop
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
