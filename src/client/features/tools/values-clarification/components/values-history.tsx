import { Compass } from 'lucide-react';
import { valuesSortEntrySchema } from '@shared/tools/entries/values-clarification.schemas';
import { EmptyState } from '@client/components/ui/empty-state';
import { useToolEntries } from '../../api/tool-entries-api';
import { EntryHistory, historyPaging } from '../../components/entry-history';
import { ValuesHistoryItem } from './values-history-item';

/** Past sorts, newest first: the top five of each with how fully they were lived. */
export function ValuesHistory() {
  const history = useToolEntries('values-clarification', valuesSortEntrySchema);
  return (
    <EntryHistory
      title="Past sorts"
      {...historyPaging(history)}
      empty={
        <EmptyState icon={Compass} title="No saved sorts yet" compact>
          <p>Coming back every few months shows how your values and your days line up over time.</p>
        </EmptyState>
      }
      renderEntry={(entry) => <ValuesHistoryItem entry={entry} />}
    />
  );
}
