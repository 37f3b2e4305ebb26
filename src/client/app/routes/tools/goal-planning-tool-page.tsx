import { GoalPlanner } from '@client/features/tools/goal-planning-tool/components/goal-planner';
import { ToolPage } from './tool-page';

export function GoalPlanningPage() {
  return (
    <ToolPage toolKey="goal-planning-tool">
      <GoalPlanner />
    </ToolPage>
  );
}
