import { SelfAwarenessJournal } from '@client/features/tools/self-awareness-journal/components/self-awareness-journal';
import { ToolPage } from './tool-page';

export function SelfAwarenessJournalPage() {
  return (
    <ToolPage toolKey="self-awareness-journal" writableOffline>
      <SelfAwarenessJournal />
    </ToolPage>
  );
}
