import { useMutation } from '@tanstack/react-query';
import type { ServerResource } from '@client/lib/server-resources';
import { trustSettingsResource } from './trust-settings';

// Every admin write is audited: each wrapper names what its writes change, the audit log among them.

/** A catalog write; every reader of the content, the library's lists and the skill editor, refreshes. */
export function useCatalogWrite<A, R>(fn: (args: A) => Promise<R>) {
  return useMutation({ mutationFn: fn, meta: { writes: ['content', 'audit'] } });
}

/** A write to the site's pages, the home page layout or the progress sections. */
export function useSiteContentWrite<A, R>(fn: (args: A) => Promise<R>) {
  return useMutation({ mutationFn: fn, meta: { writes: ['content', 'audit'] } });
}

/** An upload or a deletion in the media library. */
export function useMediaWrite<A, R>(fn: (args: A) => Promise<R>) {
  return useMutation({ mutationFn: fn, meta: { writes: ['media', 'audit'] } });
}

/** A write to members' accounts; `writes` adds what else it changes. */
export function useUsersWrite<A>(fn: (args: A) => Promise<unknown>, writes: readonly ServerResource[] = []) {
  return useMutation({ mutationFn: fn, meta: { writes: ['members', 'audit', ...writes] } });
}

/** A change to the forum's trust levels; the forum's screens read them, so they refresh too. */
export function useForumSettingsWrite<A, R>(fn: (args: A) => Promise<R>) {
  return useMutation({ mutationFn: fn, meta: { writes: [trustSettingsResource, 'audit'] } });
}
