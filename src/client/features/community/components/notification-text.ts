import type { Notification } from '@shared/community/community.schemas';

/** What a notification says, e.g. "sam and 2 others liked your post". */
export function notificationText(n: Pick<Notification, 'kind' | 'actorUsername' | 'count'>): string {
  const actor = n.actorUsername ?? 'A former member';
  switch (n.kind) {
    case 'reply':
      return `${actor} replied to your post`;
    case 'answer':
      return `${actor} marked your reply as the answer`;
    case 'like': {
      const others = n.count - 1;
      if (others <= 0) return `${actor} liked your post`;
      return `${actor} and ${others} ${others === 1 ? 'other' : 'others'} liked your post`;
    }
    case 'care':
      return 'Someone who read your post is thinking of you. If things feel hard, help is here.';
  }
}
