import { NotebookPen, SearchX } from 'lucide-react';
import { journalEntrySchema } from '@shared/tools/entries/self-awareness-journal.schemas';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { toast, toastError } from '@client/components/ui/toast-store';
import { KEPT_ON_DEVICE, useSaveNewEntry } from '../../api/save-new-entry';
import { useToolEntries } from '../../api/tool-entries-api';
import { EntryHistory, historyPaging } from '../../components/entry-history';
import { WaitingEntries } from '../../components/waiting-entries';
import { JOURNAL_TOOL_KEY } from '../journal-tool-key';
import { useJournalSearchState } from '../use-journal-search';
import { JournalEntryCard } from './journal-entry-card';
import { JournalForm, type JournalEntry } from './journal-form';
import { JournalSearchBar } from './journal-search-bar';

/** The self-awareness journal: a new entry, a search over all of the member's entries, and the history. */
export function SelfAwarenessJournal() {
  const history = useToolEntries(JOURNAL_TOOL_KEY, journalEntrySchema);
  const create = useSaveNewEntry<JournalEntry>(JOURNAL_TOOL_KEY);
  const hasEntries = history.entries.length > 0;
  const search = useJournalSearchState(hasEntries);
  // While searching, the list is the server's matches among all the entries; otherwise the history.
  const shown = search.active ? search.results : history;

  const save = async (data: JournalEntry) => {
    try {
      // Offline or with the server down, the entry is kept on the device and waits to send.
      const outcome = await create.save(data);
      toast(
        outcome.sent
          ? { title: 'Entry saved', description: 'Thank you for taking this time for yourself.' }
          : KEPT_ON_DEVICE,
      );
      return true;
    } catch (failure) {
      toastError('Could not save your entry', failure);
      throw failure;
    }
  };

  return (
    <div className="space-y-8">
      <Card className="space-y-4">
        <h2 className="text-xl font-semibold text-slate-900">New entry</h2>
        <JournalForm submitLabel="Save entry" isPending={create.isPending} onSubmit={save} />
      </Card>
      <WaitingEntries
        toolKey={JOURNAL_TOOL_KEY}
        schema={journalEntrySchema}
        describe={(entry) => entry.text}
      />
      {hasEntries || search.active ? (
        <JournalSearchBar
          filter={search.filter}
          onChange={search.setFilter}
          tags={search.tags}
          status={search.status}
          error={search.problem}
        />
      ) : null}
      <EntryHistory
        title="Your journal"
        {...historyPaging(shown)}
        loadMoreLabel={search.active ? 'Load more matches' : undefined}
        empty={
          search.active ? (
            <EmptyState icon={SearchX} title="No entries match">
              <p>Try other words or another emotion.</p>
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
