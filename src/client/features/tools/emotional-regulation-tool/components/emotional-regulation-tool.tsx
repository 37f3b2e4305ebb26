import { HeartHandshake } from 'lucide-react';
import { emotionalRegulationEntrySchema } from '@shared/tools/entries/emotional-regulation-tool.schemas';
import { EmptyState } from '@client/components/ui/empty-state';
import { toast, toastError } from '@client/components/ui/toast-store';
import {
  useCreateToolEntry,
  useDeleteToolEntry,
  useToolEntries,
  useUpdateToolEntry,
} from '../../api/tool-entries-api';
import { EntryHistory, historyPaging } from '../../components/entry-history';
import type { RegulationEntry } from '../regulation-flow';
import { RegulationFlowCard } from './regulation-flow-card';
import { RegulationHistoryItem } from './regulation-history-item';

const TOOL_KEY = 'emotional-regulation-tool';

/** The emotional regulation tool: a guided skill practice and the member's past practices. */
export function EmotionalRegulationTool() {
  const history = useToolEntries(TOOL_KEY, emotionalRegulationEntrySchema);
  const create = useCreateToolEntry<RegulationEntry>(TOOL_KEY);
  const update = useUpdateToolEntry<RegulationEntry>(TOOL_KEY);
  const remove = useDeleteToolEntry(TOOL_KEY);

  const handleCreate = async (data: RegulationEntry) => {
    try {
      await create.mutateAsync(data);
      toast({
        title: 'Practice saved',
        description: 'Well done for taking the time. It’s in your history below.',
      });
      return true;
    } catch (failure) {
      toastError('Could not save your practice', failure);
      throw failure;
    }
  };

  const handleUpdate = async (id: string, data: RegulationEntry) => {
    try {
      await update.mutateAsync({ id, data });
      toast({ title: 'Entry updated' });
      return true;
    } catch (failure) {
      toastError('Could not save your changes', failure);
      throw failure;
    }
  };

  return (
    <div className="space-y-10">
      <RegulationFlowCard onSave={handleCreate} isSaving={create.isPending} />
      <EntryHistory
        title="Your practice history"
        {...historyPaging(history)}
        empty={
          <EmptyState icon={HeartHandshake} title="No practices yet">
            <p>
              Next time a feeling gets big, start above: name it, rate how strong it is, and pick a skill.
              You’ll be guided one step at a time.
            </p>
            <p>Each practice you save shows how the feeling changed.</p>
          </EmptyState>
        }
        renderEntry={(entry) => (
          <RegulationHistoryItem
            entry={entry.data}
            isSaving={update.isPending}
            onSave={(data) => handleUpdate(entry.id, data)}
            onDelete={() =>
              remove.mutate(entry.id, {
                onSuccess: () => toast({ title: 'Entry deleted' }),
                onError: (failure) => toastError('Could not delete the entry', failure),
              })
            }
          />
        )}
      />
    </div>
  );
}
