import { formatDistance } from 'date-fns';
import type { PostAuthor } from '@shared/community/community.schemas';

/**
 * The author's forum name (the username they chose; the forum never has their legal name); an account that no
 * longer exists reads 'Former member'.
 */
export function authorName(author: Pick<PostAuthor, 'id' | 'username'>): string {
  if (!author.id) return 'Former member';
  return author.username || 'Member';
}

/** Up to two initials for an avatar without a picture. */
export function initialsOf(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return (
    parts
      .slice(0, 2)
      .map((p) => p[0]?.toUpperCase())
      .join('') || '?'
  );
}

/** "3 minutes ago". */
export function relativeTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date > now ? 'just now' : formatDistance(date, now, { addSuffix: true });
}
