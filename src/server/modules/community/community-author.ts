import { sql } from 'drizzle-orm';
import type { PostAuthor } from '@shared/community/community.schemas';
import { profiles } from '../profiles/profiles.table';

/**
 * The author columns of a post or reply (join profiles on its user_id): the forum name (username), never the
 * legal name, which no other member is ever sent. The title is the one an admin set, else the name of the
 * member's most recent badge (kept on the profile: no subquery per row).
 */
export function authorFields() {
  return {
    authorId: profiles.id,
    authorUsername: profiles.username,
    authorAvatarUrl: profiles.avatarUrl,
    authorReputation: profiles.reputation,
    authorTitle: sql<string | null>`coalesce(${profiles.title}, ${profiles.badgeTitle})`,
  };
}

export interface AuthorColumns {
  authorId: string | null;
  authorUsername: string | null;
  authorAvatarUrl: string | null;
  authorReputation: number | null;
  authorTitle: string | null;
}

/** The author, or the empty author a client shows as 'Former member'. */
export function toAuthor(row: AuthorColumns): PostAuthor {
  if (!row.authorId) {
    return {
      id: null,
      username: null,
      avatarUrl: null,
      title: null,
      reputation: 0,
    };
  }
  return {
    id: row.authorId,
    username: row.authorUsername,
    avatarUrl: row.authorAvatarUrl,
    title: row.authorTitle,
    reputation: row.authorReputation ?? 0,
  };
}
