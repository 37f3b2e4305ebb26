import type { Notification } from '@shared/community/community.schemas';

/** What a notification says, e.g. "sam and 2 others liked “Mornings after a bad night”". */
export function notificationText(
  n: Pick<Notification, 'kind' | 'actorUsername' | 'count' | 'postTitle'>,
): string {
  const actor = n.actorUsername ?? 'A former member';
  const topic = n.postTitle ? `“${n.postTitle}”` : 'your post';
  switch (n.kind) {
    case 'reply':
      return `${actor} replied to ${topic}`;
    case 'answer':
      return n.postTitle
        ? `${actor} marked your reply to ${topic} as the answer`
        : `${actor} marked your reply as the answer`;
    case 'like': {
      const others = n.count - 1;
      if (others <= 0) return `${actor} liked ${topic}`;
      return `${actor} and ${others} ${others === 1 ? 'other' : 'others'} liked ${topic}`;
    }
    case 'mention':
      return `${actor} mentioned you in ${n.postTitle ? `“${n.postTitle}”` : 'a post'}`;
    case 'report_outcome':
      return n.postTitle ? `Your report about “${n.postTitle}” was reviewed` : 'Your report was reviewed';
    case 'care':
      return 'Someone who read your post is thinking of you. If things feel hard, help is here.';
  }
}
