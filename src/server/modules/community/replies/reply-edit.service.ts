import type { Reply, UpdateReplyInput } from '@shared/community/community.schemas';
import { notFound } from '../../../lib/app-error';
import { authorize } from '../../../lib/authorize';
import { postChanged, type ChangeSet } from '../../../lib/changes/change';
import type { Viewer } from '../../../lib/viewer';
import type { CommunityDeps } from '../community-deps';
import * as policy from '../community.policy';
import { findVisiblePostRow } from '../posts/posts.service';
import * as repo from './replies.repository';
import { assertMayWrite } from '../trust/trust.service';

const REPLY_NOT_FOUND = 'Could not find that reply.';

/** Its author (or an admin) changes a reply's text; it shows as edited, with the time. */
export async function editReply(
  deps: CommunityDeps,
  viewer: Viewer,
  id: string,
  input: UpdateReplyInput,
  changes: ChangeSet,
): Promise<Reply> {
  const reply = await repo.findReplyRow(deps.db, id);
  if (!reply) throw notFound(REPLY_NOT_FOUND);
  const post = await findVisiblePostRow(deps, viewer, reply.postId);
  authorize(viewer, policy.editReply, reply);
  await deps.db.transaction(async (tx) => {
    await assertMayWrite(tx, deps.limits, viewer, { kind: 'edit', content: input.content });
    await repo.updateReplyContent(tx, id, input.content);
  });
  changes.add(postChanged(post));
  const row = await repo.findReply(deps.db, id);
  if (!row) throw notFound(REPLY_NOT_FOUND);
  return repo.toReply(row);
}
