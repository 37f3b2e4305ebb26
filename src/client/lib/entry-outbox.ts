import { openDB, type IDBPDatabase } from 'idb';

/**
 * The outbox: new entries written on this device and not yet saved by the server (offline, the server out of
 * reach, or a reload before it answered). Kept in IndexedDB so a reload or a closed app loses no word, sent in
 * the order they were written (see send-outbox), each with the idempotency key it was given when written.
 * It holds nothing but these entries and whose they are: no history, no other data of a member's.
 */
export interface OutboxEntry {
  /** The Idempotency-Key every try carries: the server keeps one entry however often it is sent. */
  key: string;
  /** The member who wrote it: only they send it or see it. */
  owner: string;
  toolKey: string;
  data: unknown;
  /** When it was written (ISO); also its place in the queue, with `seq`. */
  writtenAt: string;
  seq: number;
  /** Set when the server refused it (a 4xx other than a lost session): the member decides what to do. */
  refusal?: string;
}

/** An entry as the screens see it: `heldByForm` while the form that saved it still waits for its first try. */
export interface KeptEntry extends OutboxEntry {
  heldByForm: boolean;
}

const DB_NAME = 'dyl-outbox';
const STORE = 'entries';
const OWNER_KEY = 'dyl:outbox-owner';

let database: Promise<IDBPDatabase | null> | undefined;
/** Where entries live when IndexedDB cannot be opened (blocked storage): this tab's memory only. */
const inMemory = new Map<string, OutboxEntry>();
let memoryOwner: string | null = null;

function openOutbox(): Promise<IDBPDatabase | null> {
  database ??= (
    typeof indexedDB === 'undefined'
      ? Promise.resolve(null)
      : openDB(DB_NAME, 1, {
          upgrade(db) {
            db.createObjectStore(STORE, { keyPath: 'key' });
          },
        })
  ).catch(() => null);
  return database;
}

// ---- who the device's entries belong to ----

/**
 * Records the member signed in on this device, so that the writing tools open for them offline (when the
 * session cannot be read) and what they write is kept as theirs. Another member's waiting entries stay theirs:
 * they are neither shown nor sent to anyone else.
 */
export function rememberOutboxOwner(userId: string): void {
  const before = outboxOwner();
  memoryOwner = userId;
  try {
    localStorage.setItem(OWNER_KEY, userId);
  } catch {
    // Blocked storage: the tab's memory holds it.
  }
  if (before !== userId && loaded) void reloadSnapshot();
}

/** The member last signed in on this device (null after sign-out, or if none ever was). */
export function outboxOwner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY) ?? memoryOwner;
  } catch {
    return memoryOwner;
  }
}

// ---- the entries ----

type Listener = () => void;
const listeners = new Set<Listener>();
let stored: readonly OutboxEntry[] = [];
let snapshot: readonly KeptEntry[] = [];
let loaded = false;
/** Keys whose form is still sending them: shown by the form (Saving…), not yet as waiting. */
const held = new Set<string>();

function publish(): void {
  snapshot = stored.map((entry) => ({ ...entry, heldByForm: held.has(entry.key) }));
  for (const listener of listeners) listener();
}
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(DB_NAME);
channel?.addEventListener('message', () => void reloadSnapshot());

async function readAll(): Promise<OutboxEntry[]> {
  const db = await openOutbox();
  const all = db ? ((await db.getAll(STORE)) as OutboxEntry[]) : [...inMemory.values()];
  return all.sort((a, b) => a.seq - b.seq);
}

/** Loads the owner's entries into the snapshot the screens read, and tells them. */
async function reloadSnapshot(): Promise<void> {
  const owner = outboxOwner();
  // Without an owner (a visitor) there is nothing to show, and no database is opened.
  stored = owner ? (await readAll()).filter((entry) => entry.owner === owner) : [];
  loaded = true;
  publish();
}

/** While a form sends the entry it saved, and once it is done (sent, or left waiting). */
export function holdForForm(key: string, holding: boolean): void {
  if (holding) held.add(key);
  else held.delete(key);
  publish();
}

/** Whether a form is still sending this entry (so its outcome is the form's to tell). */
export const isHeldByForm = (key: string): boolean => held.has(key);

/** After a change here: this tab's screens and the other tabs' outboxes read it again. */
async function changed(): Promise<void> {
  channel?.postMessage('changed');
  await reloadSnapshot();
}

/** For useSyncExternalStore: called when the outbox changes, here or in another tab. */
export function subscribeToOutbox(listener: Listener): () => void {
  listeners.add(listener);
  if (!loaded) void reloadSnapshot();
  return () => listeners.delete(listener);
}

/** The signed-in member's waiting entries, oldest first (empty until first read). */
export const outboxSnapshot = (): readonly KeptEntry[] => snapshot;

/** Keeps a new entry on the device, last in the queue. */
export async function addToOutbox(entry: Omit<OutboxEntry, 'seq'>): Promise<OutboxEntry> {
  const db = await openOutbox();
  // Milliseconds since the epoch, then a step past the last: the queue keeps the order of writing.
  const last = (await readAll()).at(-1)?.seq ?? 0;
  const stored: OutboxEntry = { ...entry, seq: Math.max(Date.now(), last + 1) };
  if (db) await db.put(STORE, stored);
  else inMemory.set(stored.key, stored);
  await changed();
  return stored;
}

/** The owner's entries as stored now, oldest first: what the sender works through. */
export async function waitingEntriesOf(owner: string): Promise<OutboxEntry[]> {
  return (await readAll()).filter((entry) => entry.owner === owner);
}

/** Drops an entry: the server saved it, or the member discarded a refused one. */
export async function removeFromOutbox(key: string): Promise<void> {
  const db = await openOutbox();
  if (db) await db.delete(STORE, key);
  else inMemory.delete(key);
  await changed();
}

/** Marks an entry the server refused, with its reason: it stays until the member discards it. */
export async function markRefused(key: string, refusal: string): Promise<void> {
  const db = await openOutbox();
  const entry = db ? ((await db.get(STORE, key)) as OutboxEntry | undefined) : inMemory.get(key);
  if (!entry) return;
  const marked = { ...entry, refusal };
  if (db) await db.put(STORE, marked);
  else inMemory.set(key, marked);
  await changed();
}

/**
 * Empties the device's outbox and forgets its owner: at sign-out (after the member agreed to drop what had not
 * been sent), so the next person on the device finds nothing.
 */
export async function clearOutbox(): Promise<void> {
  const db = await openOutbox();
  if (db) await db.clear(STORE);
  inMemory.clear();
  memoryOwner = null;
  try {
    localStorage.removeItem(OWNER_KEY);
  } catch {
    // Blocked storage held no owner.
  }
  await changed();
}
