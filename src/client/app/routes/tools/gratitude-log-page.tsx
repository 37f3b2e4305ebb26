import { GratitudeLog } from '@client/features/tools/gratitude-log/components/gratitude-log';
import { ToolPage } from './tool-page';

export function GratitudeLogPage() {
  return (
    <ToolPage toolKey="gratitude-log" writableOffline>
      <GratitudeLog />
    </ToolPage>
  );
}
