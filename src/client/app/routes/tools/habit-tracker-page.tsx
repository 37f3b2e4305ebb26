import { HabitTracker } from '@client/features/tools/habit-tracker/components/habit-tracker';
import { ToolPage } from './tool-page';

export function HabitTrackerPage() {
  return (
    <ToolPage toolKey="habit-tracker">
      <HabitTracker />
    </ToolPage>
  );
}
