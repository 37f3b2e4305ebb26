import { Pause, Play, Square } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { formatClock } from '@client/lib/format-clock';
import { phaseAt } from '../../mindful-breathing/breathing-phase';
import { BreathingCircle } from '../../mindful-breathing/components/breathing-circle';
import { useBreathingTimer } from '../../mindful-breathing/use-breathing-timer';
import { usePrefersReducedMotion } from '../../mindful-breathing/use-reduced-motion';
import type { StepPractice } from '../regulation-skill-guides';

export { PACED_BREATHING } from '../regulation-skill-guides';

type Pacer = Extract<StepPractice, { kind: 'pacer' }>;

/** The mindful breathing tool's pacer, at a step's rhythm, for a minute or two: start, pause, stop. */
export function StepPacer({ pacer }: { pacer: Pacer }) {
  const [done, setDone] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const totalMs = pacer.minutes * 60_000;
  const timer = useBreathingTimer(totalMs, () => setDone(true));
  const active = timer.status !== 'idle';
  const phase = active ? phaseAt(pacer, timer.elapsedMs) : undefined;
  const start = () => {
    setDone(false);
    timer.start();
  };
  return (
    <div className="mt-4 flex flex-col items-center gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <BreathingCircle
        phase={phase}
        paused={timer.status === 'paused'}
        still={reducedMotion}
        idleText={done ? 'Well done. Notice how you feel.' : pacer.rhythm}
        size="small"
        testId="step-pacer"
      />
      {active ? (
        <p className="text-sm text-slate-700">
          <span className="tabular-nums">{formatClock(totalMs - timer.elapsedMs)}</span> left
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        {timer.status === 'idle' ? (
          <Button onClick={start}>
            <Play aria-hidden="true" className="h-4 w-4" />
            {done ? 'Again' : `Start ${pacer.minutes === 1 ? '1 minute' : `${pacer.minutes} minutes`}`}
          </Button>
        ) : (
          <>
            {timer.status === 'running' ? (
              <Button variant="secondary" onClick={timer.pause}>
                <Pause aria-hidden="true" className="h-4 w-4" /> Pause
              </Button>
            ) : (
              <Button onClick={timer.resume}>
                <Play aria-hidden="true" className="h-4 w-4" /> Resume
              </Button>
            )}
            <Button variant="ghost" onClick={() => void timer.stop()}>
              <Square aria-hidden="true" className="h-4 w-4" /> Stop
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
