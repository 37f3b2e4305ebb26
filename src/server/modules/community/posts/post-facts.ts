import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { isUuid } from '../../../lib/uuid';
import { pollOptions, posts, replies } from '../community.table';

/** What never changes about a post: the channel it was written in and who wrote it. */
export interface PostFacts {
  postId: string;
  channelId: string;
  authorId: string | null;
}

/** A reply's post's facts, and who wrote the reply. */
export interface ReplyFacts extends PostFacts {
  replyAuthorId: string | null;
}

/**
 * The facts the channel gate reads about a post, a reply or a poll option, kept in memory once read: a post
 * never moves channel and its author never changes (a member leaving leaves the facts of someone who can no
 * longer sign in), so nothing invalidates them. Bounded: the oldest go first.
 */
export interface PostFactsDirectory {
  ofPost(id: string): Promise<PostFacts | null>;
  ofReply(id: string): Promise<ReplyFacts | null>;
  ofOption(id: string): Promise<PostFacts | null>;
}

const MAX_KEPT = 20_000;

function boundedMemo<T>(read: (id: string) => Promise<T | null>): (id: string) => Promise<T | null> {
  const kept = new Map<string, T>();
  return async (id) => {
    if (!isUuid(id)) return null;
    const known = kept.get(id);
    if (known) return known;
    const found = await read(id);
    if (found) {
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(id, found);
    }
    return found;
  };
}

export function createPostFacts(db: DbOrTx): PostFactsDirectory {
  const ofPost = boundedMemo<PostFacts>(async (id) => {
    const [row] = await db
      .select({ channelId: posts.channelId, authorId: posts.userId })
      .from(posts)
      .where(eq(posts.id, id))
      .limit(1);
    return row ? { postId: id, ...row } : null;
  });
  const replyOf = boundedMemo<{ postId: string; replyAuthorId: string | null }>(async (id) => {
    const [row] = await db
      .select({ postId: replies.postId, replyAuthorId: replies.userId })
      .from(replies)
      .where(eq(replies.id, id))
      .limit(1);
    return row ?? null;
  });
  const optionOf = boundedMemo<{ postId: string }>(async (id) => {
    const [row] = await db
      .select({ postId: pollOptions.postId })
      .from(pollOptions)
      .where(eq(pollOptions.id, id))
      .limit(1);
    return row ?? null;
  });
  return {
    ofPost,
    async ofReply(id) {
      const reply = await replyOf(id);
      const post = reply && (await ofPost(reply.postId));
      return post && reply ? { ...post, replyAuthorId: reply.replyAuthorId } : null;
    },
    async ofOption(id) {
      const option = await optionOf(id);
      return option && ofPost(option.postId);
    },
  };
}
