import { CloudUpload } from 'lucide-react';
import * as z from '@shared/api/zod-mini';
import { Button } from '@client/components/ui/button';
import { removeFromOutbox, type KeptEntry } from '@client/lib/entry-outbox';
import { formatDate } from '@client/lib/format-date';
import { useOnline } from '@client/lib/use-online';
import { useOutboxEntries } from '@client/lib/use-outbox';
import { OutboxSender } from './outbox-sender';

/**
 * A tool's entries kept on this device and not yet saved by the server, oldest first; not one whose form is
 * still on its first try (it shows "Saving…" meanwhile).
 */
export function useWaitingEntries(toolKey: string): KeptEntry[] {
  return useOutboxEntries().filter((entry) => entry.toolKey === toolKey && !entry.heldByForm);
}

interface WaitingEntriesProps<S extends z.core.$ZodType> {
  toolKey: string;
  /** The tool's entry schema: what was kept is read back through it. */
  schema: S;
  /** The entry in a line or two, in the member's words. */
  describe: (data: z.infer<S>) => string;
}

function describeKept<S extends z.core.$ZodType>(
  schema: S,
  describe: (data: z.infer<S>) => string,
  data: unknown,
): string {
  const parsed = z.safeParse(schema, data);
  return parsed.success ? describe(parsed.data) : '';
}

/**
 * What the member wrote on this device and the server has not saved yet, marked "Waiting to send", above the
 * history. An entry the server refused says why, with its words still shown, and can be discarded.
 */
export function WaitingEntries<S extends z.core.$ZodType>({
  toolKey,
  schema,
  describe,
}: WaitingEntriesProps<S>) {
  const waiting = useWaitingEntries(toolKey);
  const online = useOnline();
  return (
    <>
      {/* The sender comes with the tool, so a save that finds the server gone is retried with no download. */}
      <OutboxSender />
      {waiting.length === 0 ? null : (
        <WaitingList
          toolKey={toolKey}
          waiting={waiting}
          online={online}
          describe={(data) => describeKept(schema, describe, data)}
        />
      )}
    </>
  );
}

function WaitingList({
  toolKey,
  waiting,
  online,
  describe,
}: {
  toolKey: string;
  waiting: KeptEntry[];
  online: boolean;
  describe: (data: unknown) => string;
}) {
  return (
    <section aria-labelledby={`waiting-${toolKey}`} className="space-y-3">
      <h2 id={`waiting-${toolKey}`} className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <CloudUpload aria-hidden="true" className="h-5 w-5 text-teal-700" /> Waiting to send
      </h2>
      <p className="text-slate-700" aria-live="polite">
        {online
          ? 'Kept on this device, and being sent now.'
          : 'Kept on this device. They will be sent, in order, as soon as you are back online.'}
      </p>
      <ul className="space-y-3">
        {waiting.map((entry) => (
          <li
            key={entry.key}
            className="rounded-2xl border border-dashed border-teal-300 bg-white p-4 shadow-sm"
          >
            <p className="mb-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <time dateTime={entry.writtenAt}>
                {formatDate(new Date(entry.writtenAt), 'EEE d MMM yyyy, HH:mm')}
              </time>
              <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-medium text-teal-900">
                {entry.refusal ? 'Not saved' : 'Waiting to send'}
              </span>
            </p>
            <p className="whitespace-pre-line text-slate-800">{describe(entry.data)}</p>
            {entry.refusal ? (
              <div className="mt-3 space-y-2">
                <p className="text-sm text-red-800">The server did not accept this entry: {entry.refusal}</p>
                <Button variant="secondary" size="sm" onClick={() => void removeFromOutbox(entry.key)}>
                  Discard
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
