import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * The server's data as the client's caches see it. Each query names the resources its answer is built from
 * (`meta: { reads }`), each write the resources it changes (`meta: { writes }` on its mutation), and after a
 * write every query that reads one of them is refreshed (refreshReaders, called once for every mutation by
 * createQueryClient). So a feature never names another feature's query key: the dashboard declares that it
 * reads tool entries, and a saved intention, a ticked habit or a finished focus session all reach it.
 */
export const serverResourceNames = [
  /** A member's entries in the tools; focus sessions are the pomodoro timer's entries. */
  'toolEntries',
  /** A member's settings of each tool. */
  'toolSettings',
  /** The skills a member marked practised. */
  'skillPractice',
  /** The member's own profile: names, avatar, time zone and day, onboarding answers. */
  'profile',
  /** Who is signed in, with their tier and role: what they may open. */
  'membership',
  /** The member's signed-in devices. */
  'accountSessions',
  /** The member's weekly reviews (done or skipped) and the day they open. */
  'weeklyReview',
  /** The member's reminders, quiet hours and snooze, and the devices that receive them. */
  'reminders',
  /** Channels, posts, replies, likes, votes, and members as the forum shows them. */
  'forum',
  /** The member's forum drafts: the topic and the replies they are writing, kept by the server. */
  'forumDrafts',
  /** The members the signed-in member blocked. */
  'memberBlocks',
  'notifications',
  /** Maintenance mode and the announcement. */
  'siteSettings',
  /** The help panel's crisis lines (public; the device keeps a copy for offline use). */
  'crisisLines',
  /** The library's catalog, the site's pages, the home page layout and the progress sections. */
  'content',
  /** Admin: every member's account. */
  'members',
  /** Admin: the reports queue. */
  'reports',
  'media',
  'contactMessages',
  /** Admin: the audit log, which every admin write adds to. */
  'audit',
] as const;

type ServerResourceName = (typeof serverResourceNames)[number];

/** A resource, or one part of it after a colon: 'toolEntries:habit-tracker' is one tool's entries. */
export type ServerResource = ServerResourceName | `${ServerResourceName}:${string}`;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { reads?: readonly ServerResource[] };
    mutationMeta: { writes?: readonly ServerResource[] };
  }
}

/** One tool's entries (a write names its tool; a reader of every tool's entries reads 'toolEntries'). */
export const toolEntriesOf = (toolKey: string): ServerResource => `toolEntries:${toolKey}`;

/** One tool's settings. */
export const toolSettingsOf = (toolKey: string): ServerResource => `toolSettings:${toolKey}`;

/** Whether a write to one resource changes what a read of the other saw: the same, or one part of the other. */
export function overlaps(a: ServerResource, b: ServerResource): boolean {
  return a === b || a.startsWith(`${b}:`) || b.startsWith(`${a}:`);
}

const readsAnyOf = (writes: readonly ServerResource[]) => (query: Query) =>
  (query.meta?.reads ?? []).some((read) => writes.some((write) => overlaps(read, write)));

/**
 * After a write, refreshes every query that reads what it changed: those on screen are fetched again at once,
 * the others are marked stale, so a screen shows the change the moment a member opens it again (whatever the
 * staleTime). With `refetch: false` (the server could not be reached, so asking now would fail too) they are
 * only marked stale, and fetched again when the connection returns or their screen opens.
 *
 * A load of a reader still in flight was read before the write: TanStack Query would join a first load instead
 * of starting afresh (a restored draft can be saved before the list has loaded), and a reload whose screen was
 * left meanwhile would land after the invalidation and count as fresh. Such loads are cancelled first.
 */
export async function refreshReaders(
  queryClient: QueryClient,
  writes: readonly ServerResource[],
  { refetch = true }: { refetch?: boolean } = {},
): Promise<void> {
  if (writes.length === 0) return;
  const predicate = readsAnyOf(writes);
  await queryClient.cancelQueries({
    predicate: (query) => predicate(query) && query.state.fetchStatus === 'fetching',
  });
  await queryClient.invalidateQueries({ predicate, refetchType: refetch ? 'active' : 'none' });
}
