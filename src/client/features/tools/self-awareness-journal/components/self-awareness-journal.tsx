import { NotebookPen, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { journalEntrySchema } from '@shared/tools/entries/self-awareness-journal.schemas';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { toast, toastError } from '@client/components/ui/toast-store';
import { saveWaitMessage, useSaveNewEntry } from '../../api/save-new-entry';
import { useToolEntries } from '../../api/tool-entries-api';
import { EntryHistory, historyPaging } from '../../components/entry-history';
import { collectEmotionTags, filterJournalEntries, type JournalFilter } from '../journal-search';
import { JOURNAL_TOOL_KEY } from '../journal-tool-key';
import { JournalEntryCard } from './journal-entry-card';
import { JournalForm, type JournalEntry } from './journal-form';
import { JournalSearchBar } from './journal-search-bar';

/** The self-awareness journal: a new entry, search over the loaded history, and the history itself. */
export function SelfAwarenessJournal() {
  const history = useToolEntries(JOURNAL_TOOL_KEY, journalEntrySchema);
  const create = useSaveNewEntry<JournalEntry>(JOURNAL_TOOL_KEY);
  const [filter, setFilter] = useState<JournalFilter>({ text: '', tag: '' });
  const tags = useMemo(() => collectEmotionTags(history.entries), [history.entries]);
  const shown = useMemo(() => filterJournalEntries(history.entries, filter), [history.entries, filter]);
  const hasEntries = history.entries.length > 0;

  const save = async (data: JournalEntry) => {
    try {
      // Offline or with the server down, this waits (the form says so) until the entry is saved.
      await create.save(data);
      toast({ title: 'Entry saved', description: 'Thank you for taking this time for yourself.' });
      return true;
    } catch (failure) {
      toastError('Could not save your entry', failure);
      return false;
    }
  };
  const loadMore = () => void history.fetchNextPage();

  return (
    <div className="space-y-8">
      <Card className="space-y-4">
        <h2 className="text-xl font-semibold text-slate-900">New entry</h2>
        <JournalForm
          submitLabel="Save entry"
          isPending={create.isPending}
          onSubmit={save}
          status={saveWaitMessage(create.waitingFor)}
          locked={create.waitingFor !== null}
        />
      </Card>
      {hasEntries ? (
        <JournalSearchBar
          filter={filter}
          onChange={setFilter}
          tags={tags}
          matches={shown.length}
          loaded={history.entries.length}
          hasMore={history.hasNextPage}
        />
      ) : null}
      <EntryHistory
        title="Your journal"
        {...historyPaging(history)}
        entries={shown}
        onLoadMore={loadMore}
        empty={
          hasEntries ? (
            <EmptyState icon={SearchX} title="No loaded entries match">
              <p>Try other words or another emotion{history.hasNextPage ? ', or load older entries' : ''}.</p>
              {history.hasNextPage ? (
                <Button variant="secondary" onClick={loadMore} disabled={history.isFetchingNextPage}>
                  {history.isFetchingNextPage ? 'Loading…' : 'Load older entries'}
                </Button>
              ) : null}
            </EmptyState>
          ) : (
            <EmptyState icon={NotebookPen} title="Your journal is waiting">
              <p>
                Start with today’s prompt above, or switch to free writing and put down whatever is on your
                mind.
              </p>
              <p>
                Tag your mood and emotions, and over time you can search back for patterns. Only you can see
                your entries.
              </p>
            </EmptyState>
          )
        }
        renderEntry={(entry) => <JournalEntryCard entry={entry} />}
      />
    </div>
  );
}
