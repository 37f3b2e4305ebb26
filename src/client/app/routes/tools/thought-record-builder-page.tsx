import { ThoughtRecordBuilder } from '@client/features/tools/thought-record-builder/components/thought-record-builder';
import { ToolPage } from './tool-page';

export function ThoughtRecordBuilderPage() {
  return (
    <ToolPage toolKey="thought-record-builder">
      <ThoughtRecordBuilder />
    </ToolPage>
  );
}
