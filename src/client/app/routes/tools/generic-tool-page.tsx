import { useParams } from 'react-router';
import { PlainNoteLog } from '@client/features/tools/components/plain-note-log';
import { ToolPage } from './tool-page';

/** /tools/:toolId: a tool from the content bundle with no screen of its own (an unknown id is the 404 page). */
export function GenericToolPage() {
  const { toolId = '' } = useParams();
  return (
    <ToolPage toolKey={toolId}>
      <PlainNoteLog toolKey={toolId} />
    </ToolPage>
  );
}
