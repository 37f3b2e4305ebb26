import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  channelListSchema,
  communityProfileSchema,
  communityStatsSchema,
  createPostSchema,
  type CreatePostInput,
  createReplySchema,
  createReportSchema,
  feedQuerySchema,
  likeResultSchema,
  markAnswerSchema,
  pinResultSchema,
  postPageSchema,
  postSchema,
  replyListQuerySchema,
  replyPageSchema,
  replySchema,
  updateReplySchema,
  reportSchema,
  updatePostSchema,
  userPostsQuerySchema,
  voteResultSchema,
} from '@shared/community/community.schemas';
import { channelChanged } from '../../lib/changes/change';
import { sendEncodedJson } from '../../lib/encoded-json';
import { reportedByHandler, viewerAuthorChanged, viewerChanged } from '../../plugins/declared-changes';
import { requireViewer } from '../../lib/viewer';
import { feedChannelGate, newPostChannelGate, postGates } from './channels/channel.gate';
import { listChannels } from './channels/channels.service';
import type { CommunityDeps } from './community-deps';
import * as engagement from './engagement/engagement.service';
import { listFeed } from './feed/feed.service';
import * as members from './members/members.service';
import * as postService from './posts/posts.service';
import * as replyService from './replies/replies.service';
import { editReply } from './replies/reply-edit.service';
import { createReport } from './reports/reports.service';
import { trustRoutes } from './trust/trust.routes';
import { memberRepliesQuerySchema, memberReplyPageSchema } from '@shared/community/member-activity.schemas';

const postParams = z.object({ id: z.uuid('Could not find that post.') });
const replyParams = z.object({ id: z.uuid('Could not find that reply.') });
const optionParams = z.object({ optionId: z.uuid('Could not find poll option.') });
const userParams = z.object({ username: z.string().min(1).max(80) });
const signedIn = { access: 'signedIn' } as const;
const tags = ['community'];

/**
 * The community forum (issue 9): every route signed-in only. The channel a request is about (named, or the
 * channel of the post, reply or poll option it names) is gated where the route is declared (channel.gate.ts);
 * the author and admin rules and hidden content are applied by the services to the row they load anyway
 * (community.policy.ts), and pinning is an audited admin write.
 * Every write changes the writer (their own pages show it at once, in every process) and what it touched:
 * the services report the post, and any member whose reputation moved, to `request.changes`.
 */
export const communityRoutes: FastifyPluginAsyncZod<{ deps: CommunityDeps }> = async (app, { deps }) => {
  const base = '/api/community';
  const gates = postGates(deps.channels, deps.postFacts);
  const aboutPost = { ...signedIn, gate: gates.post };
  await app.register(trustRoutes, { deps });

  app.get(
    `${base}/channels`,
    { config: signedIn, schema: { tags, response: { 200: channelListSchema } } },
    async (request) => ({ items: await listChannels(deps.channels, await requireViewer(request)) }),
  );

  app.get(
    `${base}/posts`,
    {
      config: { ...signedIn, gate: feedChannelGate(deps.channels) },
      schema: { tags, querystring: feedQuerySchema, response: { 200: postPageSchema } },
    },
    async (request, reply) =>
      sendEncodedJson(request, reply, await listFeed(deps, await requireViewer(request), request.query)),
  );

  app.post(
    `${base}/posts`,
    {
      config: {
        ...signedIn,
        gate: newPostChannelGate(deps.channels),
        changes: [
          viewerChanged,
          viewerAuthorChanged,
          ({ body }) => channelChanged((body as CreatePostInput).channelId),
        ],
      },
      schema: { tags, body: createPostSchema, response: { 201: postSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await postService.createPost(deps, await requireViewer(request), request.body)),
  );

  app.get(
    `${base}/posts/:id`,
    { config: aboutPost, schema: { tags, params: postParams, response: { 200: postSchema } } },
    async (request, reply) =>
      sendEncodedJson(
        request,
        reply,
        await postService.readPost(deps, await requireViewer(request), request.params.id),
      ),
  );

  app.patch(
    `${base}/posts/:id`,
    {
      config: { ...signedIn, gate: gates.ownPost, changes: [viewerChanged, reportedByHandler('post')] },
      schema: { tags, params: postParams, body: updatePostSchema, response: { 200: postSchema } },
    },
    async (request) =>
      postService.updatePost(
        deps,
        await requireViewer(request),
        request.params.id,
        request.body,
        request.changes,
      ),
  );

  app.delete(
    `${base}/posts/:id`,
    {
      config: {
        ...signedIn,
        gate: gates.ownPost,
        changes: [viewerChanged, reportedByHandler('post'), reportedByHandler('member')],
      },
      schema: { tags, params: postParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await postService.deletePost(deps, await requireViewer(request), request.params.id, request.changes);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/posts/:id/like`,
    {
      config: {
        ...aboutPost,
        changes: [viewerChanged, reportedByHandler('post'), reportedByHandler('member')],
      },
      schema: { tags, params: postParams, response: { 200: likeResultSchema } },
    },
    async (request) =>
      engagement.toggleLike(deps, await requireViewer(request), request.params.id, request.changes),
  );

  app.get(
    `${base}/posts/:id/replies`,
    {
      config: aboutPost,
      schema: {
        tags,
        params: postParams,
        querystring: replyListQuerySchema,
        response: { 200: replyPageSchema },
      },
    },
    async (request) =>
      replyService.listReplies(deps, await requireViewer(request), request.params.id, request.query),
  );

  app.post(
    `${base}/posts/:id/replies`,
    {
      config: { ...aboutPost, changes: [viewerChanged, viewerAuthorChanged, reportedByHandler('post')] },
      schema: { tags, params: postParams, body: createReplySchema, response: { 201: replySchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await replyService.createReply(
            deps,
            await requireViewer(request),
            request.params.id,
            request.body,
            request.changes,
          ),
        ),
  );

  app.patch(
    `${base}/replies/:id`,
    {
      config: { ...signedIn, gate: gates.ownReply, changes: [viewerChanged, reportedByHandler('post')] },
      schema: { tags, params: replyParams, body: updateReplySchema, response: { 200: replySchema } },
    },
    async (request) =>
      editReply(deps, await requireViewer(request), request.params.id, request.body, request.changes),
  );

  app.delete(
    `${base}/replies/:id`,
    {
      config: {
        ...signedIn,
        gate: gates.ownReply,
        changes: [viewerChanged, reportedByHandler('post'), reportedByHandler('member')],
      },
      schema: { tags, params: replyParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await replyService.deleteReply(deps, await requireViewer(request), request.params.id, request.changes);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/posts/:id/answer`,
    {
      config: {
        ...aboutPost,
        changes: [viewerChanged, reportedByHandler('post'), reportedByHandler('member')],
      },
      schema: { tags, params: postParams, body: markAnswerSchema, response: { 200: postSchema } },
    },
    async (request) =>
      replyService.markAnswer(
        deps,
        await requireViewer(request),
        request.params.id,
        request.body.replyId,
        request.changes,
      ),
  );

  app.post(
    `${base}/posts/:id/pin`,
    {
      config: {
        access: 'admin',
        audit: { action: 'post.pin', target: 'post' },
        changes: [reportedByHandler('post'), reportedByHandler('channel')],
      },
      schema: { tags, params: postParams, response: { 200: pinResultSchema } },
    },
    async (request) => postService.togglePin(deps, request.audit, request.params.id, request.changes),
  );

  app.post(
    `${base}/poll-options/:optionId/vote`,
    {
      config: { ...signedIn, gate: gates.option, changes: [viewerChanged, reportedByHandler('post')] },
      schema: { tags, params: optionParams, response: { 201: voteResultSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await engagement.vote(deps, await requireViewer(request), request.params.optionId, request.changes),
        ),
  );

  app.post(
    `${base}/reports`,
    {
      config: { ...signedIn, gate: gates.report, changes: [viewerChanged, reportedByHandler('post')] },
      schema: { tags, body: createReportSchema, response: { 201: reportSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createReport(deps, await requireViewer(request), request.body, request.changes)),
  );

  app.get(
    `${base}/users/:username`,
    { config: signedIn, schema: { tags, params: userParams, response: { 200: communityProfileSchema } } },
    async (request) => ({ profile: await members.getMemberProfile(deps, request.params.username) }),
  );

  app.get(
    `${base}/users/:username/posts`,
    {
      config: signedIn,
      schema: {
        tags,
        params: userParams,
        querystring: userPostsQuerySchema,
        response: { 200: postPageSchema },
      },
    },
    async (request) =>
      members.listMemberPosts(deps, await requireViewer(request), request.params.username, request.query),
  );

  app.get(
    `${base}/users/:username/replies`,
    {
      config: signedIn,
      schema: {
        tags,
        params: userParams,
        querystring: memberRepliesQuerySchema,
        response: { 200: memberReplyPageSchema },
      },
    },
    async (request) =>
      members.listMemberReplies(deps, await requireViewer(request), request.params.username, request.query),
  );

  app.get(
    `${base}/stats`,
    { config: signedIn, schema: { tags, response: { 200: communityStatsSchema } } },
    async () => members.getStats(deps),
  );
};
