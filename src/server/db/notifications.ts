import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener hears on one PostgreSQL channel. */
export interface NotificationHandlers {
  message(payload: string): void;
  /** The listening connection came back after being lost: notifications sent meanwhile never arrived. */
  reconnected(): void;
  /** The listening connection is up (true) or lost and being reopened (false). */
  health?(up: boolean, reason?: string): void;
}

export type Listen = (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>;

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), reopened after any loss
 * with a growing pause of at most a second. Resolves after the first attempt, whatever it gave: while the server
 * cannot be reached, the caller serves without notifications and is told when they flow again.
 */
export function listenOnServer(url: string): Listen {
  return async (channel, handlers) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let attempt = 0;
    let connectedOnce = false;
    let timer: NodeJS.Timeout | null = null;

    const reopen = (reason: string) => {
      if (stopped || timer) return;
      handlers.health?.(false, reason);
      attempt += 1;
      timer = setTimeout(
        () => {
          timer = null;
          void open();
        },
        Math.min(attempt * 100, 1_000),
      );
      timer.unref();
    };

    async function open() {
      const next = new pg.Client({ connectionString: url });
      next.on('error', (error) => reopen(error.message));
      next.on('end', () => reopen('connection ended'));
      next.on('notification', (n) => {
        if (n.channel === channel && n.payload !== undefined) handlers.message(n.payload);
      });
      try {
        await next.connect();
        await next.query(`listen ${quoted(channel)}`);
      } catch (error) {
        next.removeAllListeners('end');
        await next.end().catch(() => {});
        reopen(error instanceof Error ? error.message : String(error));
        return;
      }
      client = next;
      attempt = 0;
      handlers.health?.(true);
      if (connectedOnce) handlers.reconnected();
      connectedOnce = true;
    }

    // The first attempt is waited for, so a process that can reach its database starts listening.
    await open();
    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    };
  };
}

/** The embedded database: one process, one connection, which cannot be lost. */
export function listenOnPglite(client: PGlite): Listen {
  return async (channel, handlers) => {
    const unlisten = await client.listen(channel, (payload) => handlers.message(payload));
    handlers.health?.(true);
    return async () => {
      await unlisten();
    };
  };
}
