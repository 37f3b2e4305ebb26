import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TICK_MS } from '@shared/tools/pomodoro/pomodoro-machine';
import type { ToolEntryData } from '@shared/tools/tool-data.schemas';
import { toastError } from '@client/components/ui/toast-store';
import { apiRequest } from '@client/lib/api-client';
import { lazySchema } from '@client/lib/lazy-schema';
import { toolEntriesOf } from '@client/lib/server-resources';
import { useSession } from '@client/features/account/use-session';
import { focusTimer, useFocusTimer } from '../focus-timer-store';

// Part of the shell: the schema loads only when a finished session is saved (see lazySchema).
const toolEntrySchema = lazySchema(() => import('@shared/tools/tool-entry.schemas'), 'toolEntrySchema');

export const COMPLETION_SOUND_URL = '/sounds/timer-complete.wav';
export const COMPLETION_SOUND_VOLUME = 0.7;

/** Plays the completion sound; a failure to play (autoplay rules, no audio device) is only logged. */
export function playCompletionSound(): void {
  try {
    const audio = new Audio(COMPLETION_SOUND_URL);
    audio.volume = COMPLETION_SOUND_VOLUME;
    void audio.play().catch((error: unknown) => console.warn('Could not play the timer sound:', error));
  } catch (error) {
    console.warn('Could not play the timer sound:', error);
  }
}

const POMODORO_TOOL = 'pomodoro-timer' as const;

const saveFocusSession = (data: ToolEntryData<typeof POMODORO_TOOL>) =>
  apiRequest(`/api/tools/${POMODORO_TOOL}/entries`, {
    method: 'POST',
    body: { data },
    schema: toolEntrySchema,
  });

/** Runs the focus timer for the whole app: the tick, the visibility recompute, and its effects. */
export function FocusTimerProvider() {
  const { user } = useSession();
  const { state } = useFocusTimer();
  const running = state.status === 'running';
  // A finished session is one of the pomodoro timer's entries: its history, the dashboard's "Focus today" and
  // the progress charts read them.
  const { mutate: save } = useMutation({
    mutationFn: saveFocusSession,
    onError: (error) => toastError('Could not save your focus session', error),
    meta: { writes: [toolEntriesOf(POMODORO_TOOL)] },
  });

  useEffect(() => {
    focusTimer.setEffectHandler((effect) => {
      if (effect.type === 'playSound') return playCompletionSound();
      const { task, duration, completedAt } = effect;
      const { values } = focusTimer.get();
      save({ task, duration, completedAt, ...(values.length ? { values } : {}) });
    });
  }, [save]);

  useEffect(() => {
    if (!running) return;
    focusTimer.tick();
    const interval = setInterval(() => focusTimer.tick(), TICK_MS);
    const onVisible = () => document.visibilityState === 'visible' && focusTimer.tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [running]);

  // The timer and its task belong to the member: signing out forgets them.
  useEffect(() => {
    if (!user && focusTimer.get().widgetOpen) focusTimer.reset();
  }, [user]);

  return null;
}
