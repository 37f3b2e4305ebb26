import { EmotionalRegulationTool } from '@client/features/tools/emotional-regulation-tool/components/emotional-regulation-tool';
import { ToolPage } from './tool-page';

export function EmotionalRegulationPage() {
  return (
    <ToolPage toolKey="emotional-regulation-tool">
      <EmotionalRegulationTool />
    </ToolPage>
  );
}
