import { z } from 'zod';
import { badgeSchema, subscriptionTierSchema } from '../profiles/profiles.schemas';

/** The contract of the community forum (issue 9): every route's input and output. */

export const postTypes = ['discussion', 'question', 'poll'] as const;
export const postTypeSchema = z.enum(postTypes);
export type PostType = z.infer<typeof postTypeSchema>;

export const feedFilters = ['latest', 'popular', 'questions'] as const;
export const feedFilterSchema = z.enum(feedFilters);
export type FeedFilter = z.infer<typeof feedFilterSchema>;

export const reportReasons = ['spam', 'harassment', 'harmful', 'off_topic', 'other'] as const;
export const reportReasonSchema = z.enum(reportReasons);
export type ReportReason = z.infer<typeof reportReasonSchema>;
/** How a reason reads, to the member reporting and to the moderator deciding. */
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or bullying',
  harmful: 'Self-harm or dangerous advice',
  off_topic: 'Off topic',
  other: 'Something else',
};

export const POST_MAX_LENGTH = 10_000;
export const REPLY_MAX_LENGTH = 10_000;
export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 10;
export const POLL_OPTION_MAX_LENGTH = 200;
export const FEED_PAGE_SIZE = 20;

const cursorField = z.string().max(1024).optional();
const limitField = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

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

export const postAuthorSchema = z.object({
  /** null when the author deleted their account ('Former member'). */
  id: z.string().nullable(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  title: z.string().nullable(),
  reputation: z.number().int(),
});
export type PostAuthor = z.infer<typeof postAuthorSchema>;

export const pollSchema = z.object({
  options: z.array(z.object({ id: z.string(), text: z.string(), votes: z.number().int() })),
  totalVotes: z.number().int(),
  myVoteOptionId: z.string().nullable(),
});
export type Poll = z.infer<typeof pollSchema>;

export const postSchema = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  isPinned: z.boolean(),
  postType: postTypeSchema,
  likeCount: z.number().int(),
  replyCount: z.number().int(),
  likedByMe: z.boolean(),
  acceptedReplyId: z.string().nullable(),
  /** True while open reports hide it from everyone but its author and admins. */
  isHidden: z.boolean(),
  channel: z.object({ id: z.string(), slug: z.string(), name: z.string(), color: z.string() }),
  author: postAuthorSchema,
  poll: pollSchema.nullable(),
});
export type Post = z.infer<typeof postSchema>;
export const postPageSchema = z.object({ items: z.array(postSchema), nextCursor: z.string().nullable() });
export type PostPage = z.infer<typeof postPageSchema>;

export const feedQuerySchema = z.object({
  channel: z.string().min(1).max(80).default('all'),
  filter: feedFilterSchema.default('latest'),
  q: z.string().trim().max(200).optional(),
  limit: limitField(50, FEED_PAGE_SIZE),
  cursor: cursorField,
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

const contentField = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Write something first.')
    .max(max, `Keep it under ${max.toLocaleString('en')} characters.`);

export const createPostSchema = z
  .object({
    channelId: z.string().min(1).max(80),
    postType: postTypeSchema,
    content: contentField(POST_MAX_LENGTH),
    pollOptions: z
      .array(z.string().trim().min(1, 'Options cannot be empty.').max(POLL_OPTION_MAX_LENGTH))
      .max(POLL_MAX_OPTIONS, `A poll has at most ${POLL_MAX_OPTIONS} options.`)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.postType !== 'poll') return;
    if ((value.pollOptions?.length ?? 0) < POLL_MIN_OPTIONS) {
      ctx.addIssue({
        code: 'custom',
        path: ['pollOptions'],
        message: `A poll needs at least ${POLL_MIN_OPTIONS} options.`,
      });
    }
  });
export type CreatePostInput = z.infer<typeof createPostSchema>;

export const updatePostSchema = z.object({ content: contentField(POST_MAX_LENGTH) });
export type UpdatePostInput = z.infer<typeof updatePostSchema>;

export const likeResultSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });

export const replySchema = z.object({
  id: z.string(),
  postId: z.string(),
  content: z.string(),
  isAnswer: z.boolean(),
  isHidden: z.boolean(),
  createdAt: z.string(),
  author: postAuthorSchema,
});
export type Reply = z.infer<typeof replySchema>;
export const replyPageSchema = z.object({ items: z.array(replySchema), nextCursor: z.string().nullable() });
export const replyListQuerySchema = z.object({ limit: limitField(100, 50), cursor: cursorField });
export const createReplySchema = z.object({ content: contentField(REPLY_MAX_LENGTH) });
export type CreateReplyInput = z.infer<typeof createReplySchema>;

export const markAnswerSchema = z.object({ replyId: z.string().max(80).nullable() });
export const pinResultSchema = z.object({ isPinned: z.boolean() });
export const voteResultSchema = z.object({ poll: pollSchema });

export const createReportSchema = z
  .object({
    contentType: z.enum(['post', 'reply']),
    postId: z.string().max(80).optional(),
    replyId: z.string().max(80).optional(),
    reason: reportReasonSchema,
    note: z.string().trim().max(1000).optional(),
  })
  .refine((v) => (v.contentType === 'post' ? !!v.postId : !!v.replyId), {
    message: 'Say which post or reply you are reporting.',
    path: ['postId'],
  });
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
    firstName: z.string(),
    lastName: z.string(),
    avatarUrl: z.string().nullable(),
    title: z.string().nullable(),
    reputation: z.number().int(),
    badges: z.array(badgeSchema),
    joinedAt: z.string(),
    postCount: z.number().int(),
    replyCount: z.number().int(),
    answerCount: z.number().int(),
  }),
});
export type CommunityProfile = z.infer<typeof communityProfileSchema>['profile'];
export const userPostsQuerySchema = z.object({ limit: limitField(50, FEED_PAGE_SIZE), cursor: cursorField });

export const communityStatsSchema = z.object({
  members: z.number().int(),
  posts: z.number().int(),
  replies: z.number().int(),
  answeredQuestions: z.number().int(),
  postsThisWeek: z.number().int(),
});
export type CommunityStats = z.infer<typeof communityStatsSchema>;

export const notificationKinds = ['reply', 'answer', 'like'] as const;
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  postId: z.string(),
  /** Who caused it; for grouped likes, the most recent liker. */
  actorUsername: z.string().nullable(),
  /** Grouped likes: how many members liked the post since the notification was last read. */
  count: z.number().int(),
  excerpt: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export const notificationQuerySchema = z.object({ limit: limitField(50, 20), cursor: cursorField });
export const markNotificationsReadSchema = z.union([
  z.object({ ids: z.array(z.string().max(80)).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);
/** The answer to POST /api/notifications/read: what is still unread. */
export const notificationReadResultSchema = z.object({ unreadCount: z.number().int() });
