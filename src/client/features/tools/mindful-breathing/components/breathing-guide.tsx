import { Pause, Play, Square } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@client/components/ui/button';
import type { BreathingPattern } from '../breathing-patterns';
import { phaseAt } from '../breathing-phase';
import type { TimerStatus } from '../use-breathing-timer';
import { usePrefersReducedMotion } from '../use-reduced-motion';
import { BreathingCircle } from './breathing-circle';

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

  return (
    <div ref={guideRef} className="flex scroll-mt-4 flex-col items-center gap-5">
      <BreathingCircle
        phase={active ? state : undefined}
        paused={status === 'paused'}
        still={reducedMotion}
        idleText="Ready when you are"
        testId="breathing-guide"
      />

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
