import type { ServerResource } from '@client/lib/server-resources';

/** Every community query lives under this key. */
export const communityKey = ['community'] as const;

/** What a screen showing members' posts reads: the forum, and each author's name and avatar from their profile. */
export const FORUM_WITH_AUTHORS: readonly ServerResource[] = ['forum', 'profile'];
