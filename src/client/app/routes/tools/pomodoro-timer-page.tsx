import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pomodoroSettingsSchema } from '@shared/tools/pomodoro/pomodoro-settings';
import { AfterFirstPaint } from '@client/components/ui/after-first-paint';
import { Card } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { focusTimer, useFocusTimer } from '@client/features/focus-timer/focus-timer-store';
import {
  PomodoroHistory,
  pomodoroHistoryQueries,
} from '@client/features/focus-timer/components/pomodoro-history';
import { PomodoroPanel } from '@client/features/focus-timer/components/pomodoro-panel';
import { PomodoroSettingsForm } from '@client/features/focus-timer/components/pomodoro-settings-form';
import { toolSettingsQueryOptions } from '@client/features/tools/api/tool-entries-api';
import { MemberDayScope } from '../../shell/member-day-scope';
import { ToolPage } from './tool-page';

/**
 * Laid out and painted only near the screen (content-visibility): on a phone the history and the settings are
 * below the timer, and laying them out with it was the page's longest task as it opened.
 */
const BELOW_THE_TIMER = '[content-visibility:auto] [contain-intrinsic-size:auto_40rem]';
const TOOL = 'pomodoro-timer';
const settingsQuery = () => toolSettingsQueryOptions(TOOL, pomodoroSettingsSchema);

/** The member's saved settings, which drive the timer on every device, and their form. */
function TimerSettings() {
  const saved = useQuery(settingsQuery()).data;
  useEffect(() => {
    if (saved && JSON.stringify(saved) !== JSON.stringify(focusTimer.get().state.settings))
      focusTimer.setSettings(saved);
  }, [saved]);
  return (
    <Card className={`space-y-4 ${BELOW_THE_TIMER}`}>
      <h2 className="text-xl font-semibold text-slate-900">Timer settings</h2>
      {saved ? (
        <PomodoroSettingsForm key={JSON.stringify(saved)} settings={saved} />
      ) : (
        <Spinner label="Loading your settings" />
      )}
    </Card>
  );
}

function PomodoroTimer() {
  const { state } = useFocusTimer();
  const queryClient = useQueryClient();
  // The timer shows at once; the history and the settings below it render once their answers are in.
  const belowTheTimer = () => {
    const history = pomodoroHistoryQueries();
    return Promise.all([
      queryClient.prefetchQuery(settingsQuery()),
      queryClient.prefetchQuery(history.week),
      queryClient.prefetchInfiniteQuery(history.history),
    ]);
  };
  return (
    <div className="space-y-8">
      <PomodoroPanel />
      <AfterFirstPaint placeholder="h-[60rem]" ready={belowTheTimer}>
        <div className={BELOW_THE_TIMER}>
          <MemberDayScope>
            <PomodoroHistory focusDuration={state.settings.focusDuration} />
          </MemberDayScope>
        </div>
        <TimerSettings />
      </AfterFirstPaint>
    </div>
  );
}

export function PomodoroTimerPage() {
  return (
    <ToolPage toolKey="pomodoro-timer">
      <PomodoroTimer />
    </ToolPage>
  );
}
