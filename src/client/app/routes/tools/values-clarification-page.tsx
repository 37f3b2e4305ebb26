import { CompassView } from '@client/features/compass/components/compass-view';
import { ValuesClarification } from '@client/features/tools/values-clarification/components/values-clarification';
import { ToolPage } from './tool-page';

export function ValuesClarificationPage() {
  return (
    <ToolPage toolKey="values-clarification">
      <ValuesClarification />
      <CompassView className="mt-10 p-4 sm:p-6" />
    </ToolPage>
  );
}
