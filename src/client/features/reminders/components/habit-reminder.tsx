import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { formatTimeOfDay } from '@client/lib/format-clock';
import { useReminderSettings } from '../api/reminder-settings';
import { ReminderForm } from './reminder-form';

// Loaded with a habit's card (see habit-card.tsx), not with the habit tracker's page: every card reads the one
// reminder-settings query, so a list of habits asks the server once.

/** A habit's reminder in brief on its card ("Reminder at 07:30"), or nothing when it has none that is on. */
export function HabitReminderSummary({ habitId }: { habitId: string }) {
  const { data } = useReminderSettings();
  const reminder = data?.reminders.find((saved) => saved.habitId === habitId && saved.enabled);
  if (!reminder) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-600">
      <BellRing aria-hidden="true" className="h-4 w-4 shrink-0" />
      {reminder.times.length > 1 ? 'Reminders at' : 'Reminder at'}{' '}
      {reminder.times.map((time) => formatTimeOfDay(time)).join(', ')}
    </p>
  );
}

interface HabitReminderPanelProps {
  habitId: string;
  /** The habit's name. */
  name: string;
}

/** A habit's reminder form, with a word on where reminders arrive when no device gets them yet. */
export function HabitReminderPanel({ habitId, name }: HabitReminderPanelProps) {
  const { data, isPending, isError, refetch } = useReminderSettings();
  if (isPending) return <Spinner label="Loading your reminders" />;
  if (isError)
    return (
      <p className="text-sm text-slate-700">
        Could not load your reminders.{' '}
        <Button variant="link" onClick={() => void refetch()}>
          Try again
        </Button>
      </p>
    );
  return (
    <div>
      {data.devices.length === 0 ? (
        <p className="pt-4 text-sm text-slate-700">
          No device receives reminders yet. They arrive on the devices you turn on under{' '}
          <Link to="/profile#reminders" className="font-semibold text-teal-800 underline">
            Profile → Reminders
          </Link>
          .
        </p>
      ) : null}
      <ReminderForm
        tool="habit-tracker"
        habitId={habitId}
        name={name}
        saved={data.reminders.find((reminder) => reminder.habitId === habitId)}
        headingLevel={4}
      />
    </div>
  );
}
