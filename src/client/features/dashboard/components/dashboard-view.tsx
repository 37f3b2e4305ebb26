import { Flame, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { truncateAtWord } from '@shared/text/truncate-at-word';
import type { Dashboard } from '@shared/dashboard/dashboard.schemas';
import { toolNames, type ToolKey } from '@shared/tools/tool-keys';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { toastError } from '@client/components/ui/toast-store';
import { formatDate } from '@client/lib/format-date';
import { useImmediateChecked } from '@client/lib/use-immediate-checked';
import { useTickHabit } from '../api/dashboard';
import { ToolOffer } from './tool-offer';

const greetings = {
  morning: 'Good morning',
  afternoon: 'Good afternoon',
  evening: 'Good evening',
  night: 'Hello',
};
const toolName = (key: string) => toolNames[key as ToolKey] ?? key;
const when = (iso: string) => formatDate(new Date(iso), 'd MMM yyyy, HH:mm');

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}

/** "Good morning, Robin", in the member's own time zone. */
export function greetingFor(dashboard: Dashboard): string {
  return greetings[dashboard.partOfDay];
}

/** An unfinished thought record kept in this tab (the page reads it through the tool's own store). */
export interface ThoughtRecordInProgress {
  step: number;
  situation: string;
  editing: boolean;
}

/** The signed-in home: today first, then what to do next, then what was done. */
export function DashboardView({
  dashboard,
  thoughtRecord = null,
}: {
  dashboard: Dashboard;
  thoughtRecord?: ThoughtRecordInProgress | null;
}) {
  const tick = useTickHabit();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title="Today's intention">
        {dashboard.intention ? (
          <>
            <p className="text-lg text-slate-900">&ldquo;{dashboard.intention.intention}&rdquo;</p>
            <p className="text-sm text-slate-600">Focus: {dashboard.intention.focusArea}</p>
            {dashboard.intention.checkedIn ? (
              <p className="text-sm text-teal-800">You checked in on it today.</p>
            ) : (
              <Button asChild variant="secondary" size="sm">
                <Link to="/tools/intention-setting-tool">Check in</Link>
              </Button>
            )}
          </>
        ) : (
          <Button asChild>
            <Link to="/tools/intention-setting-tool">Set today&rsquo;s intention</Link>
          </Button>
        )}
      </Section>

      <Section title="Habits due today">
        {dashboard.habits.length === 0 ? (
          <ToolOffer
            toolKey="habit-tracker"
            instead={{ toolKey: 'intention-setting-tool', label: 'set an intention for the day' }}
          >
            <p className="text-slate-700">
              No habits due today.{' '}
              <Link to="/tools/habit-tracker" className="font-semibold text-teal-800 underline">
                Add a habit
              </Link>
            </p>
          </ToolOffer>
        ) : (
          <ul className="space-y-2">
            {dashboard.habits.map((habit) => (
              <HabitTick
                key={habit.id}
                name={habit.name}
                done={habit.doneToday}
                disabled={tick.isPending}
                onTick={(done) =>
                  tick.mutate(
                    { id: habit.id, day: dashboard.today, done },
                    { onError: (error) => toastError('Error', error) },
                  )
                }
              />
            ))}
          </ul>
        )}
      </Section>

      <Section title="Focus today">
        <p className="flex items-center gap-2 text-slate-900">
          <Timer aria-hidden="true" className="h-5 w-5 text-teal-700" />
          {dashboard.focusMinutesToday} minutes of focus
        </p>
        <ToolOffer
          toolKey="pomodoro-timer"
          instead={{ toolKey: 'mindful-breathing', label: 'take a breathing break' }}
        >
          <Button asChild variant="secondary" size="sm">
            <Link to="/tools/pomodoro-timer">Start a focus session</Link>
          </Button>
        </ToolOffer>
      </Section>

      <Section title="Your streak">
        <p className="flex items-center gap-2 text-slate-900">
          <Flame aria-hidden="true" className="h-5 w-5 text-amber-600" />
          {dashboard.streak.current > 0
            ? `${dashboard.streak.current} day${dashboard.streak.current === 1 ? '' : 's'} in a row`
            : 'Every day is a fresh start'}
        </p>
        <p className="text-sm text-slate-600">
          Rest days never break it, and {dashboard.streak.skipsLeftThisMonth} skip day
          {dashboard.streak.skipsLeftThisMonth === 1 ? '' : 's'} this month keep it alive.{' '}
          <Link to="/progress/streaks" className="font-semibold text-teal-800 underline">
            See your progress
          </Link>
        </p>
      </Section>

      <Section title="Recommended for you">
        {dashboard.recommendations === null ? (
          <p role="alert" className="text-red-700">
            Could not fetch recommendations
          </p>
        ) : dashboard.recommendations.length === 0 ? (
          <p className="text-slate-700">You have practised every skill open to you. Wonderful.</p>
        ) : (
          <ul className="space-y-2">
            {dashboard.recommendations.map((skill) => (
              <li key={skill.id}>
                <Link to={`/skill/${skill.id}`} className="font-semibold text-teal-800 underline">
                  {skill.title}
                </Link>
                <span className="text-sm text-slate-600"> · {skill.estimatedMinutes} min</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Continue where you left off">
        {thoughtRecord ? (
          <div className="rounded-lg bg-teal-50 p-3">
            <Link to="/tools/thought-record-builder" className="font-semibold text-teal-800 underline">
              Continue your thought record
            </Link>
            <p className="text-sm text-slate-700">
              {thoughtRecord.editing ? 'Changes not saved yet' : 'Not saved yet'}, stopped at step{' '}
              {thoughtRecord.step}
              {thoughtRecord.situation ? (
                <>: &ldquo;{truncateAtWord(thoughtRecord.situation, 80)}&rdquo;</>
              ) : (
                '.'
              )}
            </p>
          </div>
        ) : null}
        {dashboard.lastSkill ? (
          <p className="text-slate-800">
            Last practised:{' '}
            <Link to={`/skill/${dashboard.lastSkill.id}`} className="font-semibold text-teal-800 underline">
              {dashboard.lastSkill.title}
            </Link>
          </p>
        ) : (
          <p className="text-slate-700">
            <Link to="/library" className="font-semibold text-teal-800 underline">
              Open the library
            </Link>{' '}
            to learn your first skill.
          </p>
        )}
      </Section>

      <Card className="space-y-3 lg:col-span-2">
        <h2 className="text-lg font-semibold text-slate-900">Recent activity</h2>
        {dashboard.recentActivity.length === 0 ? (
          <p className="text-slate-700">Nothing yet. Your entries will show here.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {dashboard.recentActivity.map((item) => (
              <li key={item.id} className="flex flex-wrap justify-between gap-2 py-2">
                <Link to={`/tools/${item.toolKey}`} className="font-medium text-teal-800 underline">
                  {toolName(item.toolKey)}
                </Link>
                <span className="text-sm text-slate-600">{when(item.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

/** One habit due today, ticked with one tap (shown at once, confirmed by the refetch). */
function HabitTick(props: {
  name: string;
  done: boolean;
  disabled: boolean;
  onTick: (done: boolean) => void;
}) {
  const [shown, setShown] = useImmediateChecked(props.done);
  return (
    <li>
      <label className="flex items-center gap-3 text-slate-900">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={shown}
          disabled={props.disabled}
          onChange={(event) => {
            setShown(event.target.checked);
            props.onTick(event.target.checked);
          }}
        />
        {props.name}
      </label>
    </li>
  );
}
