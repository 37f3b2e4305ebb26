import { useEffect } from 'react';
import { pomodoroSettingsSchema } from '@shared/tools/pomodoro/pomodoro-settings';
import { Card } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { focusTimer, useFocusTimer } from '@client/features/focus-timer/focus-timer-store';
import { PomodoroHistory } from '@client/features/focus-timer/components/pomodoro-history';
import { PomodoroPanel } from '@client/features/focus-timer/components/pomodoro-panel';
import { PomodoroSettingsForm } from '@client/features/focus-timer/components/pomodoro-settings-form';
import { useToolSettings } from '@client/features/tools/api/tool-entries-api';
import { MemberDayScope } from '../../shell/member-day-scope';
import { ToolPage } from './tool-page';

function PomodoroTimer() {
  const settings = useToolSettings('pomodoro-timer', pomodoroSettingsSchema);
  const { state } = useFocusTimer();
  const saved = settings.data;

  // The member's saved settings drive the timer on every device.
  useEffect(() => {
    if (saved && JSON.stringify(saved) !== JSON.stringify(focusTimer.get().state.settings))
      focusTimer.setSettings(saved);
  }, [saved]);

  return (
    <div className="space-y-8">
      <PomodoroPanel />
      <MemberDayScope>
        <PomodoroHistory focusDuration={state.settings.focusDuration} />
      </MemberDayScope>
      <Card className="space-y-4">
        <h2 className="text-xl font-semibold text-slate-900">Timer settings</h2>
        {saved ? (
          <PomodoroSettingsForm key={JSON.stringify(saved)} settings={saved} />
        ) : (
          <Spinner label="Loading your settings" />
        )}
      </Card>
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
