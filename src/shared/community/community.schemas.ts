import * as z from '../api/zod-mini';
import { badgeSchema, subscriptionTierSchema } from '../profiles/profiles.schemas';
import { forumImagesDescribed } from './forum-images';

/** The contract of the community forum (issue 9): every route's input and output. */

export const postTypes = ['discussion', 'question', 'poll'] as const;
export const postTypeSchema = z.enum(postTypes);
export type PostType = z.infer<typeof postTypeSchema>;

export const feedFilters = ['latest', 'popular', 'questions'] as const;
export const feedFilterSchema = z.enum(feedFilters);
export type FeedFilter = z.infer<typeof feedFilterSchema>;

export const reportReasons = ['spam', 'harassment', 'self_harm', 'harmful', 'off_topic', 'other'] as const;
export const reportReasonSchema = z.enum(reportReasons);
export type ReportReason = z.infer<typeof reportReasonSchema>;
/** How a reason reads, to the member reporting and to the moderator deciding. */
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or bullying',
  // First in the admin's queue, and its author is offered help privately (never told who reported it).
  self_harm: 'Someone may be at risk of harming themselves',
  harmful: 'Dangerous or harmful advice',
  off_topic: 'Off topic',
  other: 'Something else',
};

export const POST_MAX_LENGTH = 10_000;
export const POST_TITLE_MIN_LENGTH = 5;
export const POST_TITLE_MAX_LENGTH = 120;
export const REPLY_MAX_LENGTH = 10_000;
export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 10;
export const POLL_OPTION_MAX_LENGTH = 200;
export const FEED_PAGE_SIZE = 20;

const cursorField = z.optional(z.string().check(z.maxLength(1024)));
const limitField = (max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), fallback);

export const channelSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  color: z.string(),
  description: z.string(),
  requiredTier: subscriptionTierSchema,
  canAccess: z.boolean(),
});
export type Channel = z.infer<typeof channelSchema>;
export const channelListSchema = z.object({ items: z.array(channelSchema) });

/** How the forum shows a member: by the forum name they chose (username), never by their legal name. */
export const postAuthorSchema = z.object({
  /** null when the author deleted their account ('Former member'). */
  id: z.nullable(z.string()),
  username: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  title: z.nullable(z.string()),
  reputation: z.number().check(z.int()),
});
export type PostAuthor = z.infer<typeof postAuthorSchema>;

export const pollSchema = z.object({
  options: z.array(z.object({ id: z.string(), text: z.string(), votes: z.number().check(z.int()) })),
  totalVotes: z.number().check(z.int()),
  myVoteOptionId: z.nullable(z.string()),
});
export type Poll = z.infer<typeof pollSchema>;

export const postSchema = z.object({
  id: z.string(),
  /** The topic's title (a post made without one is titled by its first line). */
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  editedAt: z.nullable(z.string()),
  isPinned: z.boolean(),
  postType: postTypeSchema,
  likeCount: z.number().check(z.int()),
  replyCount: z.number().check(z.int()),
  likedByMe: z.boolean(),
  acceptedReplyId: z.nullable(z.string()),
  /** True while open reports hide it from everyone but its author and admins. */
  isHidden: z.boolean(),
  channel: z.object({ id: z.string(), slug: z.string(), name: z.string(), color: z.string() }),
  author: postAuthorSchema,
  poll: z.nullable(pollSchema),
});
export type Post = z.infer<typeof postSchema>;
export const postPageSchema = z.object({ items: z.array(postSchema), nextCursor: z.nullable(z.string()) });
export type PostPage = z.infer<typeof postPageSchema>;

export const feedQuerySchema = z.object({
  channel: z._default(z.string().check(z.minLength(1), z.maxLength(80)), 'all'),
  filter: z._default(feedFilterSchema, 'latest'),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  limit: limitField(50, FEED_PAGE_SIZE),
  cursor: cursorField,
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const postTitleField = z
  .string()
  .check(
    z.trim(),
    z.minLength(
      POST_TITLE_MIN_LENGTH,
      `Give your topic a title of at least ${POST_TITLE_MIN_LENGTH} characters.`,
    ),
    z.maxLength(POST_TITLE_MAX_LENGTH, `Keep the title under ${POST_TITLE_MAX_LENGTH} characters.`),
  );

const contentField = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write something first.'),
      z.maxLength(max, `Keep it under ${max.toLocaleString('en')} characters.`),
      forumImagesDescribed,
    );

const createPostFields = {
  channelId: z.string().check(z.minLength(1), z.maxLength(80)),
  postType: postTypeSchema,
  /** The form always sends one; a post sent without one is titled by its first line. */
  title: z.optional(postTitleField),
  content: contentField(POST_MAX_LENGTH),
  pollOptions: z.optional(
    z
      .array(
        z
          .string()
          .check(z.trim(), z.minLength(1, 'Options cannot be empty.'), z.maxLength(POLL_OPTION_MAX_LENGTH)),
      )
      .check(z.maxLength(POLL_MAX_OPTIONS, `A poll has at most ${POLL_MAX_OPTIONS} options.`)),
  ),
};

const pollNeedsOptions = z.superRefine(
  (value: { postType: PostType; pollOptions?: string[] | undefined }, ctx) => {
    if (value.postType !== 'poll') return;
    if ((value.pollOptions?.length ?? 0) < POLL_MIN_OPTIONS) {
      ctx.addIssue({
        code: 'custom',
        path: ['pollOptions'],
        message: `A poll needs at least ${POLL_MIN_OPTIONS} options.`,
      });
    }
  },
);

export const createPostSchema = z.object(createPostFields).check(pollNeedsOptions);
/** What the new-topic form asks: the same, with the title required. */
export const createPostFormSchema = z
  .object({ ...createPostFields, title: postTitleField })
  .check(pollNeedsOptions);
export type CreatePostInput = z.infer<typeof createPostSchema>;

/** Either or both; what is absent stays as it is. */
export const updatePostSchema = z
  .object({
    title: z.optional(postTitleField),
    content: z.optional(contentField(POST_MAX_LENGTH)),
  })
  .check(
    z.refine((value) => value.title !== undefined || value.content !== undefined, {
      message: 'Change the title or the text.',
      path: ['content'],
    }),
  );
export type UpdatePostInput = z.infer<typeof updatePostSchema>;

export const likeResultSchema = z.object({ liked: z.boolean(), likeCount: z.number().check(z.int()) });

export const replySchema = z.object({
  id: z.string(),
  postId: z.string(),
  content: z.string(),
  isAnswer: z.boolean(),
  isHidden: z.boolean(),
  createdAt: z.string(),
  /** When it was last edited (by its author or an admin); null if never. */
  editedAt: z.nullable(z.string()),
  author: postAuthorSchema,
});
export type Reply = z.infer<typeof replySchema>;
export const replyPageSchema = z.object({ items: z.array(replySchema), nextCursor: z.nullable(z.string()) });
export const replyListQuerySchema = z.object({ limit: limitField(100, 50), cursor: cursorField });
export const createReplySchema = z.object({ content: contentField(REPLY_MAX_LENGTH) });
export type CreateReplyInput = z.infer<typeof createReplySchema>;
export const updateReplySchema = z.object({ content: contentField(REPLY_MAX_LENGTH) });
export type UpdateReplyInput = z.infer<typeof updateReplySchema>;

export const markAnswerSchema = z.object({ replyId: z.nullable(z.string().check(z.maxLength(80))) });
export const pinResultSchema = z.object({ isPinned: z.boolean() });
export const voteResultSchema = z.object({ poll: pollSchema });

export const createReportSchema = z
  .object({
    contentType: z.enum(['post', 'reply']),
    postId: z.optional(z.string().check(z.maxLength(80))),
    replyId: z.optional(z.string().check(z.maxLength(80))),
    reason: reportReasonSchema,
    note: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
  })
  .check(
    z.refine((v) => (v.contentType === 'post' ? !!v.postId : !!v.replyId), {
      message: 'Say which post or reply you are reporting.',
      path: ['postId'],
    }),
  );
export type CreateReportInput = z.infer<typeof createReportSchema>;
export const reportSchema = z.object({
  id: z.string(),
  contentType: z.enum(['post', 'reply']),
  reason: reportReasonSchema,
  status: z.enum(['pending', 'resolved', 'dismissed']),
  createdAt: z.string(),
});

export const communityProfileSchema = z.object({
  profile: z.object({
    username: z.string(),
    avatarUrl: z.nullable(z.string()),
    title: z.nullable(z.string()),
    reputation: z.number().check(z.int()),
    badges: z.array(badgeSchema),
    joinedAt: z.string(),
    postCount: z.number().check(z.int()),
    replyCount: z.number().check(z.int()),
    answerCount: z.number().check(z.int()),
  }),
});
export type CommunityProfile = z.infer<typeof communityProfileSchema>['profile'];
export const userPostsQuerySchema = z.object({ limit: limitField(50, FEED_PAGE_SIZE), cursor: cursorField });

export const communityStatsSchema = z.object({
  members: z.number().check(z.int()),
  posts: z.number().check(z.int()),
  replies: z.number().check(z.int()),
  answeredQuestions: z.number().check(z.int()),
  postsThisWeek: z.number().check(z.int()),
});
export type CommunityStats = z.infer<typeof communityStatsSchema>;

/** 'care': a private word with the help panel, after someone worried about the member reported their post. */
export const notificationKinds = ['reply', 'answer', 'like', 'care', 'mention', 'report_outcome'] as const;
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  /** The post it is about; null for a report's outcome when the post was removed. */
  postId: z.nullable(z.string()),
  /** Who caused it; for grouped likes, the most recent liker. */
  actorUsername: z.nullable(z.string()),
  /** Grouped likes: how many members liked the post since the notification was last read. */
  count: z.number().check(z.int()),
  /** The title of the topic it is about ('' when the topic is gone). */
  postTitle: z.string(),
  excerpt: z.string(),
  readAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.nullable(z.string()),
  unreadCount: z.number().check(z.int()),
  /** Unread and newer than the member's last look at the bell: what its badge counts. */
  unseenCount: z.number().check(z.int()),
});
export const notificationQuerySchema = z.object({ limit: limitField(50, 20), cursor: cursorField });
export const markNotificationsReadSchema = z.union([
  z.object({ ids: z.array(z.string().check(z.maxLength(80))).check(z.minLength(1), z.maxLength(100)) }),
  z.object({ all: z.literal(true) }),
]);
/** The answer to POST /api/notifications/read: what is still unread. */
export const notificationReadResultSchema = z.object({ unreadCount: z.number().check(z.int()) });
export const notificationSeenResultSchema = z.object({ unseenCount: z.number().check(z.int()) });
