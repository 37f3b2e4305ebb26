import * as Dialog from '@radix-ui/react-dialog';
import { Flag } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  reportReasonLabels as reasonLabels,
  reportReasons,
  type ReportReason,
} from '@shared/community/community.schemas';
import { Button } from '@client/components/ui/button';
import { Textarea } from '@client/components/ui/input';
import { useCreateReport } from '../api/create-report';
import { DialogOverlay } from '@client/components/ui/dialog-overlay';

/** 'Report' on a post or reply: a reason from a short list and an optional note for the moderators. */
export function ReportDialog({ target }: { target: { contentType: 'post' | 'reply'; id: string } }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const report = useCreateReport();
  const what = target.contentType === 'post' ? 'post' : 'reply';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    const ids = target.contentType === 'post' ? { postId: target.id } : { replyId: target.id };
    report.mutate(
      { contentType: target.contentType, ...ids, reason, note: note.trim() || undefined },
      {
        onSuccess: () => {
          setOpen(false);
          setReason(null);
          setNote('');
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Report this ${what}`}>
          <Flag aria-hidden="true" className="h-4 w-4" />
          Report
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">Report this {what}</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700">
            A moderator will look at it. Enough reports from members hide it until then.
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4">
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-800">Why are you reporting it?</legend>
              {reportReasons.map((r) => (
                <label key={r} className="flex items-center gap-2 text-slate-800">
                  <input
                    type="radio"
                    name="reason"
                    value={r}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                    className="h-4 w-4 accent-teal-700"
                  />
                  {reasonLabels[r]}
                </label>
              ))}
            </fieldset>
            <div className="space-y-1.5">
              <label
                htmlFor={`report-note-${target.id}`}
                className="block text-sm font-medium text-slate-800"
              >
                A note for the moderators (optional)
              </label>
              <Textarea
                id={`report-note-${target.id}`}
                className="min-h-20"
                maxLength={1000}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </div>
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={!reason || report.isPending}>
                Submit report
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
