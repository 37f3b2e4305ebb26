import { Link } from 'react-router';
import type { ReminderTool } from '@shared/reminders/reminders.schemas';
import { useReminderSettings } from '../api/reminder-settings';
import { PushDevices } from './push-devices';
import { QuietHoursForm } from './quiet-hours-form';
import { ReminderForm } from './reminder-form';

/** The tools a reminder can be set for here (a habit's own reminder is set on the habit). */
const remindable: { tool: Exclude<ReminderTool, 'habit-tracker'>; name: string }[] = [
  { tool: 'self-awareness-journal', name: 'Journal' },
  { tool: 'gratitude-log', name: 'Gratitude log' },
  { tool: 'intention-setting-tool', name: 'Intention' },
  { tool: 'mindful-breathing', name: 'Breathing' },
  { tool: 'pomodoro-timer', name: 'Focus' },
];

/** Reminders at the member's hour: the devices that get them, one per tool, quiet hours and snooze. */
export function RemindersCard() {
  const { data, isPending, isError } = useReminderSettings();
  if (isPending) return <p className="text-slate-600">Loading your reminders…</p>;
  if (isError) return <p className="text-red-700">Could not load your reminders.</p>;
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">
        Reminders come as notifications, at the times you choose on your own clock ({data.timeZone}). A tap
        opens the tool. They never include anything you wrote.
      </p>
      <section aria-labelledby="reminder-devices" className="space-y-2">
        <h3 id="reminder-devices" className="text-lg font-semibold text-slate-900">
          Devices
        </h3>
        <PushDevices settings={data} />
      </section>
      <section aria-labelledby="reminder-times" className="space-y-1">
        <h3 id="reminder-times" className="text-lg font-semibold text-slate-900">
          When
        </h3>
        <p className="text-sm text-slate-700">
          Habit reminders are set on each habit in the{' '}
          <Link to="/tools/habit-tracker" className="font-semibold text-teal-800 underline">
            habit tracker
          </Link>
          .
        </p>
        <div className="divide-y divide-slate-200">
          {remindable.map(({ tool, name }) => (
            <ReminderForm
              key={tool}
              tool={tool}
              name={name}
              saved={data.reminders.find((reminder) => reminder.tool === tool)}
            />
          ))}
        </div>
      </section>
      <section aria-labelledby="reminder-quiet" className="space-y-2">
        <h3 id="reminder-quiet" className="text-lg font-semibold text-slate-900">
          Quiet hours, snooze and email
        </h3>
        <QuietHoursForm preferences={data.preferences} />
      </section>
    </div>
  );
}
