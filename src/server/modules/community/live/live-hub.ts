import type { DbOrTx } from '../../../db/client';
import { eventsAfter, latestEventId, oldestEventId, type ForumEvent } from './forum-events.repository';

/** At most this many open streams per member in one process (tabs and devices); more are refused. */
export const LIVE_PER_MEMBER = 4;
/** And in all, per process. */
export const LIVE_PER_PROCESS = 5000;
/** A comment line this often keeps a proxy's idle timeout (HAProxy's `timeout tunnel`) from closing a stream. */
export const HEARTBEAT_MS = 20_000;
/** The log is read this often even when no change was heard of (a missed wake-up costs at most this). */
export const TAIL_MS = 1_000;
/** A resume replays at most this many events; with more, the browser is told to read everything again. */
export const REPLAY_LIMIT = 200;
/**
 * Numbers are taken in insert order but may commit slightly out of it: each read looks this far back, and skips
 * what it already sent.
 */
const LOOK_BACK = 100;

/** One open stream: whose, which events it wants, and where its text goes. */
export interface LiveStream {
  userId: string;
  wants(event: ForumEvent): boolean;
  write(text: string): void;
}

export const eventText = (event: ForumEvent) =>
  `id: ${event.id}\nevent: change\ndata: ${JSON.stringify({
    kind: event.kind,
    postId: event.postId,
    channelId: event.channelId,
  })}\n\n`;
/** Events may have been missed (a resume from too far back): read everything on the page again. */
export const RESYNC_TEXT = 'event: resync\ndata: {}\n\n';

export interface LiveHub {
  /** Adds a stream (after replaying what it missed since `lastEventId`); null when its member has too many. */
  open(stream: LiveStream, lastEventId: number | null): Promise<(() => void) | null>;
  /** A change was heard of (from any process): read the log soon. */
  wake(): void;
  /** Open streams in all, or of one member. */
  count(userId?: string): number;
  /** Whether one more stream of this member fits (LIVE_PER_MEMBER, LIVE_PER_PROCESS). */
  admits(userId: string): boolean;
  /** Ends every stream (the server is closing). */
  close(): void;
}

/**
 * The process's live streams and its one reader of the event log: each read (on a change heard of, or every
 * TAIL_MS while any stream is open) is one statement, fanned out to every stream that wants its events.
 */
export function createLiveHub(db: DbOrTx, options: { tailMs?: number; heartbeatMs?: number } = {}): LiveHub {
  const streams = new Set<LiveStream>();
  let lastId: number | null = null;
  const sent = new Set<number>();
  let reading: Promise<void> | null = null;
  let again = false;
  let soon: NodeJS.Timeout | null = null;
  let tail: NodeJS.Timeout | null = null;
  let beat: NodeJS.Timeout | null = null;

  const remember = (id: number) => {
    sent.add(id);
    if (sent.size > LOOK_BACK * 4) for (const old of [...sent].slice(0, LOOK_BACK * 2)) sent.delete(old);
  };

  async function readOnce(): Promise<void> {
    if (lastId === null) lastId = await latestEventId(db);
    const events = await eventsAfter(db, Math.max(0, lastId - LOOK_BACK), LOOK_BACK + 500);
    for (const event of events) {
      if (sent.has(event.id)) continue;
      remember(event.id);
      lastId = Math.max(lastId, event.id);
      const text = eventText(event);
      for (const stream of streams) if (stream.wants(event)) stream.write(text);
    }
  }

  function read(): void {
    if (reading) {
      again = true;
      return;
    }
    reading = readOnce()
      .catch(() => undefined)
      .finally(() => {
        reading = null;
        if (again) {
          again = false;
          read();
        }
      });
  }

  function startTimers() {
    tail ??= setInterval(read, options.tailMs ?? TAIL_MS);
    beat ??= setInterval(() => {
      for (const stream of streams) stream.write(': heartbeat\n\n');
    }, options.heartbeatMs ?? HEARTBEAT_MS);
    tail.unref();
    beat.unref();
  }
  function stopTimers() {
    if (tail) clearInterval(tail);
    if (beat) clearInterval(beat);
    tail = beat = null;
  }

  const countOf = (userId?: string) =>
    userId === undefined ? streams.size : [...streams].filter((s) => s.userId === userId).length;

  return {
    async open(stream, lastEventId) {
      if (lastId === null) lastId = await latestEventId(db);
      if (!this.admits(stream.userId)) return null;
      // Listening before the replay: an event is then sent twice at worst (the page reads again), never missed.
      const entry = { ...stream };
      streams.add(entry);
      startTimers();
      if (lastEventId !== null) await replay(stream, lastEventId);
      return () => {
        streams.delete(entry);
        if (streams.size === 0) stopTimers();
      };
    },
    wake() {
      if (streams.size === 0 || soon) return;
      soon = setTimeout(() => {
        soon = null;
        read();
      }, 25);
      soon.unref();
    },
    count: countOf,
    admits: (userId) => countOf(userId) < LIVE_PER_MEMBER && streams.size < LIVE_PER_PROCESS,
    close() {
      stopTimers();
      if (soon) clearTimeout(soon);
      streams.clear();
    },
  };

  /** What the stream missed since `after`: its events in order, or a resync when the log no longer has them all. */
  async function replay(stream: LiveStream, after: number) {
    const oldest = await oldestEventId(db);
    const missed = await eventsAfter(db, after, REPLAY_LIMIT + 1);
    const gap = oldest !== null && after < oldest - 1;
    if (gap || missed.length > REPLAY_LIMIT) {
      stream.write(RESYNC_TEXT);
      return;
    }
    for (const event of missed) if (stream.wants(event)) stream.write(eventText(event));
  }
}
