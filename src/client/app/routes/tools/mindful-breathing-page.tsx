import { MindfulBreathing } from '@client/features/tools/mindful-breathing/components/mindful-breathing';
import { ToolPage } from './tool-page';

export function MindfulBreathingPage() {
  return (
    <ToolPage toolKey="mindful-breathing">
      <MindfulBreathing />
    </ToolPage>
  );
}
