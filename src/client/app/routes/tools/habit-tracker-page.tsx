import { HabitTracker } from '@client/features/tools/habit-tracker/components/habit-tracker';
import { MemberDayScope } from '../../shell/member-day-scope';
import { ToolPage } from './tool-page';

export function HabitTrackerPage() {
  return (
    <ToolPage toolKey="habit-tracker">
      <MemberDayScope>
        <HabitTracker />
      </MemberDayScope>
    </ToolPage>
  );
}
