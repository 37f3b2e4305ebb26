import { Pause, Play, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { formatClock } from '@client/lib/format-clock';
import { useBreathingTimer } from '../../mindful-breathing/use-breathing-timer';

/**
 * A countdown for a timed step (TIPP's 30 seconds of cold water): the app's pausable session clock, shown as the
 * focus timer shows its time. It ends on its own and says so.
 */
export function StepCountdown({ seconds }: { seconds: number }) {
  const [done, setDone] = useState(false);
  const timer = useBreathingTimer(seconds * 1000, () => setDone(true));
  const left = seconds * 1000 - timer.elapsedMs;
  const length = seconds < 60 ? `${seconds} seconds` : `${seconds / 60} minutes`;
  const start = () => {
    setDone(false);
    timer.start();
  };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <p
        role="timer"
        aria-label={`${formatClock(left)} left`}
        className="text-4xl font-bold tabular-nums text-slate-900"
        data-testid="step-countdown"
      >
        {formatClock(left)}
      </p>
      <div className="flex flex-wrap gap-2">
        {timer.status === 'idle' ? (
          <Button onClick={start}>
            <Play aria-hidden="true" className="h-4 w-4" /> {done ? 'Again' : `Start ${length}`}
          </Button>
        ) : timer.status === 'running' ? (
          <Button variant="secondary" onClick={timer.pause}>
            <Pause aria-hidden="true" className="h-4 w-4" /> Pause
          </Button>
        ) : (
          <Button onClick={timer.resume}>
            <Play aria-hidden="true" className="h-4 w-4" /> Resume
          </Button>
        )}
        {timer.status !== 'idle' ? (
          <Button variant="ghost" onClick={() => void timer.stop()}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" /> Reset
          </Button>
        ) : null}
      </div>
      <p role="status" className="basis-full text-sm font-medium text-slate-800">
        {done ? `${length[0]?.toUpperCase()}${length.slice(1)} are up. Breathe normally again.` : ''}
      </p>
    </div>
  );
}
