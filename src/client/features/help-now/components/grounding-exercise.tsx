import { Hand } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@client/components/ui/button';

/** 5-4-3-2-1: the senses, one after another, 12 seconds each: a minute that brings attention to the room. */
export const GROUNDING_STEPS = [
  'Name 5 things you can see.',
  'Notice 4 things you can touch or feel.',
  'Listen for 3 things you can hear.',
  'Find 2 things you can smell (or two smells you like).',
  'Notice 1 thing you can taste, or take a slow sip of water.',
] as const;
export const SECONDS_PER_STEP = 12;
const STEP_MS = SECONDS_PER_STEP * 1000;

/** A run: when it started, and how far Next has moved it ahead of the clock. */
type Run = { startedAt: number; aheadMs: number } | null;

/** The 60-second grounding exercise: each step moves on by itself, or sooner with Next. */
export function GroundingExercise({ now = Date.now }: { now?: () => number }) {
  const [run, setRun] = useState<Run>(null);
  const [finished, setFinished] = useState(false);
  const [, tick] = useState(0);
  const id = useId();

  // Where the run is follows from the clock alone, so a slow or sleeping tab never loses its place.
  const elapsed = run ? now() - run.startedAt + run.aheadMs : 0;
  const step = Math.floor(elapsed / STEP_MS);
  const done = finished || (run !== null && step >= GROUNDING_STEPS.length);
  const running = run !== null && !done;
  const left = Math.max(1, Math.ceil((STEP_MS - (elapsed % STEP_MS)) / 1000));

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => tick((n) => n + 1), 250);
    return () => clearInterval(timer);
  }, [running]);

  const start = () => {
    setFinished(false);
    setRun({ startedAt: now(), aheadMs: 0 });
  };
  const next = () => {
    if (step + 1 >= GROUNDING_STEPS.length) setFinished(true);
    else if (run) setRun({ ...run, aheadMs: run.aheadMs + (STEP_MS - (elapsed % STEP_MS)) });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-base font-bold text-slate-900">
        <Hand aria-hidden="true" className="h-5 w-5 text-teal-700" /> Ground yourself: 5-4-3-2-1
      </h3>
      <div aria-live="polite" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        {running ? (
          <>
            <p className="text-lg font-semibold text-slate-900">
              <span className="sr-only">Step {step + 1} of 5: </span>
              {GROUNDING_STEPS[step]}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              <span className="tabular-nums">{left}</span> s · step {step + 1} of 5
            </p>
          </>
        ) : (
          <p className="text-slate-700">
            {done
              ? 'Well done. Notice how you feel now.'
              : 'One minute, using your senses to come back to where you are.'}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        {running ? (
          <>
            <Button onClick={next}>Next</Button>
            <Button variant="ghost" onClick={() => setRun(null)}>
              Stop
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={start}>
            {done ? 'Again' : 'Start (1 minute)'}
          </Button>
        )}
      </div>
    </section>
  );
}
