import { useOutboxSender } from '../api/use-outbox-sender';

/**
 * Sends the entries waiting on this device (see useOutboxSender); renders nothing. The shell mounts it while a
 * member has entries waiting, and the writing tools with their list of waiting entries: a save that finds the
 * server gone must not need a download to be retried.
 */
export function OutboxSender() {
  useOutboxSender();
  return null;
}
