import * as z from '../api/zod-mini';
import { postTypeSchema, reportReasonSchema } from '../community/community.schemas';

/** The admin side of the forum (issue 10 item 8): every post, the reports queue and its decisions. */

/** How many characters of a post or reply the admin tables show. */
export const ADMIN_EXCERPT_LENGTH = 280;

const cursorField = z.optional(z.string().check(z.maxLength(1024)));
const limitField = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 25);

/** The author as an admin table shows them; every field null once the account is gone ('Former member'). */
export const adminAuthorSchema = z.object({
  id: z.nullable(z.string()),
  username: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
});
export type AdminAuthor = z.infer<typeof adminAuthorSchema>;

const adminChannelSchema = z.object({ slug: z.string(), name: z.string(), color: z.string() });

export const adminPostSchema = z.object({
  id: z.string(),
  excerpt: z.string(),
  postType: postTypeSchema,
  createdAt: z.string(),
  channel: adminChannelSchema,
  author: adminAuthorSchema,
  likeCount: z.number().check(z.int()),
  replyCount: z.number().check(z.int()),
  isHidden: z.boolean(),
  pendingReports: z.number().check(z.int()),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

export const adminPostPageSchema = z.object({
  items: z.array(adminPostSchema),
  nextCursor: z.nullable(z.string()),
});
export type AdminPostPage = z.infer<typeof adminPostPageSchema>;

export const adminPostsQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  limit: limitField,
  cursor: cursorField,
});
export type AdminPostsQuery = z.infer<typeof adminPostsQuerySchema>;

export const reportStatuses = ['pending', 'resolved', 'dismissed'] as const;
export const reportStatusSchema = z.enum(reportStatuses);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

export const reportGroupsQuerySchema = z.object({
  status: z._default(reportStatusSchema, 'pending'),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 20),
  cursor: cursorField,
});
export type ReportGroupsQuery = z.infer<typeof reportGroupsQuerySchema>;

/** The notes a group carries at most (the newest); the reason counts always cover every report. */
export const REPORT_NOTES_PER_GROUP = 20;

/**
 * Every report of one status on one post or reply. Pending groups come oldest first (the queue is worked
 * in the order members raised it); resolved and dismissed groups come newest first (recent decisions on top).
 */
export const reportGroupSchema = z.object({
  /** A report of the group: PATCH /api/admin/reports/:id with it closes every open report of the item. */
  reportId: z.string(),
  contentType: z.enum(['post', 'reply']),
  itemId: z.string(),
  /** The post itself, or the post a reply belongs to (for the link). */
  postId: z.string(),
  excerpt: z.string(),
  author: adminAuthorSchema,
  channel: adminChannelSchema,
  isHidden: z.boolean(),
  reportCount: z.number().check(z.int()),
  reasons: z.array(z.object({ reason: reportReasonSchema, count: z.number().check(z.int()) })),
  notes: z.array(z.object({ reason: reportReasonSchema, note: z.string(), createdAt: z.string() })),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportGroupPageSchema = z.object({
  items: z.array(reportGroupSchema),
  nextCursor: z.nullable(z.string()),
});
export type ReportGroupPage = z.infer<typeof reportGroupPageSchema>;

/**
 * Closes every open report of the item. Resolving may hide, delete or restore it; dismissing always brings a
 * hidden item back, so the only action it takes is 'restore' (or none).
 */
export const reviewReportSchema = z
  .object({
    status: z.enum(['resolved', 'dismissed']),
    action: z.optional(z.enum(['hide', 'delete', 'restore'])),
  })
  .check(
    z.refine((v) => v.status === 'resolved' || v.action === undefined || v.action === 'restore', {
      message: 'Dismissing a report restores the item; choose resolve to hide or delete it.',
      path: ['action'],
    }),
  );
export type ReviewReportInput = z.infer<typeof reviewReportSchema>;

export const reviewReportResultSchema = z.object({
  status: z.enum(['resolved', 'dismissed']),
  action: z.nullable(z.enum(['hide', 'delete', 'restore'])),
  /** How many open reports of the item this decision closed. */
  closedReports: z.number().check(z.int()),
  contentType: z.enum(['post', 'reply']),
  itemId: z.string(),
  isHidden: z.boolean(),
  isDeleted: z.boolean(),
});
export type ReviewReportResult = z.infer<typeof reviewReportResultSchema>;
