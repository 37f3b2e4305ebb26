import { ValuesClarification } from '@client/features/tools/values-clarification/components/values-clarification';
import { ToolPage } from './tool-page';

export function ValuesClarificationPage() {
  return (
    <ToolPage toolKey="values-clarification">
      <ValuesClarification />
    </ToolPage>
  );
}
