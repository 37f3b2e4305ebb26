import * as z from '../api/zod-mini';
import {
  POLL_MAX_OPTIONS,
  POLL_OPTION_MAX_LENGTH,
  POST_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
  REPLY_MAX_LENGTH,
  postTypeSchema,
} from './community.schemas';

/**
 * The contract of forum drafts (issue 30): a post or reply being written, kept on the server per member and
 * place, so it survives a reload and follows the member to another device, until it is sent or discarded.
 */

/** The place of the new-topic form's draft (one per member). */
export const NEW_TOPIC_PLACE = 'new-topic';
/**
 * A member keeps at most this many drafts: saving one more drops the one left longest (there is no list of
 * drafts to tidy up by hand, so refusing would leave the member unable to keep what they are writing now).
 */
export const MAX_DRAFTS_PER_MEMBER = 50;

const PLACE = /^(?:new-topic|reply:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** Where a draft belongs: 'new-topic', or 'reply:' and the id of the post replied to (lower case). */
export const draftPlaceSchema = z
  .string()
  .check(z.toLowerCase(), z.regex(PLACE, 'A draft is kept for a new topic or a reply to a post.'));

/** The address of a draft: /api/community/drafts/:place. */
export const draftParamsSchema = z.object({ place: draftPlaceSchema });

/** The place of the reply box's draft under a post (the post route takes its id in any case). */
export const replyDraftPlace = (postId: string) => `reply:${postId.toLowerCase()}`;

/**
 * The new-topic form as it was left: nothing required and nothing trimmed (it is not sent yet), each field no
 * longer than the post it will become may be.
 */
export const newTopicDraftSchema = z.object({
  channelId: z.optional(z.string().check(z.maxLength(80))),
  postType: z.optional(postTypeSchema),
  title: z.optional(z.string().check(z.maxLength(POST_TITLE_MAX_LENGTH))),
  content: z.optional(z.string().check(z.maxLength(POST_MAX_LENGTH))),
  pollOptions: z.optional(
    z
      .array(z.string().check(z.maxLength(POLL_OPTION_MAX_LENGTH)))
      .check(z.maxLength(POLL_MAX_OPTIONS, `A poll has at most ${POLL_MAX_OPTIONS} options.`)),
  ),
});
export type NewTopicDraft = z.infer<typeof newTopicDraftSchema>;

/** The reply box as it was left. */
export const replyDraftSchema = z.object({ content: z.string().check(z.maxLength(REPLY_MAX_LENGTH)) });
export type ReplyDraft = z.infer<typeof replyDraftSchema>;

/** The data schema of a place's kind. */
export const draftDataSchemaFor = (place: string) =>
  place === NEW_TOPIC_PLACE ? newTopicDraftSchema : replyDraftSchema;

// The new topic's fields include the reply's, so a reply's data passes it whole (its own schema is applied next).
const anyDraftDataSchema = z.union([newTopicDraftSchema, replyDraftSchema]);

/** PUT /api/community/drafts/:place: the draft's data, checked again by the schema of the place's kind. */
export const saveDraftSchema = z.object({ data: anyDraftDataSchema });
export type SaveDraftInput = z.infer<typeof saveDraftSchema>;

/** A saved draft, as GET and PUT answer it (its data by the schema of its place's kind). */
export const forumDraftSchema = z.object({
  place: z.string(),
  data: anyDraftDataSchema,
  updatedAt: z.string(),
});
export type ForumDraft = z.infer<typeof forumDraftSchema>;
