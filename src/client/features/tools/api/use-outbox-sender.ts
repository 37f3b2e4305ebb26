import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from '@client/components/ui/toast-store';
import { useOnline } from '@client/lib/use-online';
import { useOutboxEntries } from '@client/lib/use-outbox';
import { isHeldByForm } from '@client/lib/entry-outbox';
import { saveRetryDelay } from './save-new-entry';
import { sendOutbox } from './send-outbox';

// Every mounted sender, in mounting order: the first one sends, so a page with two (the shell's and a writing
// tool's) makes one pass at a time and one retry schedule.
let senders: readonly symbol[] = [];
const sendersChanged = new Set<() => void>();
function setSenders(next: readonly symbol[]) {
  senders = next;
  for (const listener of sendersChanged) listener();
}
const subscribeToSenders = (listener: () => void) => {
  sendersChanged.add(listener);
  return () => sendersChanged.delete(listener);
};

/**
 * Sends the entries waiting on this device: at once, when the device comes back online, and again on a growing
 * delay while the server does not answer. Used by OutboxSender: in the shell (after a reload, on any page) and
 * in each writing tool (whose chunk is in already when its save finds the server gone).
 */
export function useOutboxSender(): void {
  const [id] = useState(() => Symbol('outbox sender'));
  useEffect(() => {
    setSenders([...senders, id]);
    return () => setSenders(senders.filter((sender) => sender !== id));
  }, [id]);
  const leading = useSyncExternalStore(subscribeToSenders, () => senders[0] === id);
  const queryClient = useQueryClient();
  const online = useOnline();
  const waiting = useOutboxEntries().filter((entry) => !entry.refusal).length;
  const [failures, setFailures] = useState(0);
  // Back online: the next pass goes at once, not after the delay earned while the device was away.
  useEffect(() => {
    if (online) setFailures(0);
  }, [online]);

  useEffect(() => {
    if (!leading || !online || waiting === 0) return;
    let cancelled = false;
    const timer = setTimeout(
      () =>
        void sendOutbox(queryClient).then(
          (pass) => {
            const told = [...pass.sent.keys()].filter((key) => !isHeldByForm(key)).length;
            if (told > 0) {
              toast({
                title: told === 1 ? 'Entry saved' : `${told} entries saved`,
                description: 'Written while you were offline, and now saved.',
              });
            }
            if (!cancelled) setFailures((count) => (pass.stopped ? count + 1 : 0));
          },
          () => {
            if (!cancelled) setFailures((count) => count + 1);
          },
        ),
      failures === 0 ? 0 : saveRetryDelay(failures),
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [leading, online, waiting, failures, queryClient]);
}
