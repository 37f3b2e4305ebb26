import { useCallback, useEffect, useRef, useState } from 'react';

export type TimerStatus = 'idle' | 'running' | 'paused';

const TICK_MS = 100;

/**
 * A pausable session clock. Elapsed time is read from Date.now() rather than counted in ticks, so a
 * throttled background tab still ends on time.
 */
export function useBreathingTimer(totalMs: number, onFinish: (practisedMs: number) => void) {
  const [status, setStatus] = useState<TimerStatus>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const clock = useRef({ before: 0, since: 0 });
  const finish = useRef(onFinish);
  useEffect(() => {
    finish.current = onFinish;
  }, [onFinish]);

  const reset = useCallback(() => {
    clock.current = { before: 0, since: 0 };
    setElapsedMs(0);
    setStatus('idle');
  }, []);

  useEffect(() => {
    if (status !== 'running') return;
    const id = setInterval(() => {
      const elapsed = clock.current.before + Date.now() - clock.current.since;
      if (elapsed >= totalMs) {
        // Cleared here, not only in the effect cleanup, so a burst of late ticks cannot finish twice.
        clearInterval(id);
        reset();
        finish.current(totalMs);
      } else {
        setElapsedMs(elapsed);
      }
    }, TICK_MS);
    return () => clearInterval(id);
  }, [status, totalMs, reset]);

  const start = useCallback(() => {
    clock.current = { before: 0, since: Date.now() };
    setElapsedMs(0);
    setStatus('running');
  }, []);

  const pause = useCallback(() => {
    clock.current.before += Date.now() - clock.current.since;
    setElapsedMs(clock.current.before);
    setStatus('paused');
  }, []);

  const resume = useCallback(() => {
    clock.current.since = Date.now();
    setStatus('running');
  }, []);

  /** Ends the session early and returns how long was practised. */
  const stop = useCallback((): number => {
    const practised =
      status === 'running' ? clock.current.before + Date.now() - clock.current.since : clock.current.before;
    reset();
    return Math.min(practised, totalMs);
  }, [status, totalMs, reset]);

  return { status, elapsedMs, start, pause, resume, stop };
}
