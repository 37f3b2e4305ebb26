import { definePolicy, isAdminViewer } from '../../lib/authorize';

interface Authored {
  userId: string | null;
}

/** Only the author edits a post. */
export const editPost = definePolicy<Authored>({
  name: 'editPost',
  allows: (viewer, post) => post.userId === viewer.userId,
  message: 'Only the author can edit this post.',
});

/** The author or an admin deletes a post. */
export const deletePost = definePolicy<Authored>({
  name: 'deletePost',
  allows: (viewer, post) => post.userId === viewer.userId || isAdminViewer(viewer),
  message: 'Only the author or an admin can delete this post.',
});

/** The author or an admin deletes a reply. */
export const deleteReply = definePolicy<Authored>({
  name: 'deleteReply',
  allows: (viewer, reply) => reply.userId === viewer.userId || isAdminViewer(viewer),
  message: 'Only the author or an admin can delete this reply.',
});

/** The post's author or an admin marks (or unmarks) the answer. */
export const markAnswer = definePolicy<Authored>({
  name: 'markAnswer',
  allows: (viewer, post) => post.userId === viewer.userId || isAdminViewer(viewer),
  message: 'Only the author of the post or an admin can mark the answer.',
});

/** Only an admin pins or unpins. */
export const pinPost = definePolicy<unknown>({
  name: 'pinPost',
  allows: (viewer) => isAdminViewer(viewer),
  message: 'Only an admin can pin posts.',
});

/** Hidden content (three open reports) stays visible to its author and admins. */
export const seeHidden = definePolicy<Authored>({
  name: 'seeHidden',
  allows: (viewer, item) => item.userId === viewer.userId || isAdminViewer(viewer),
  message: 'This content is hidden while it is reviewed.',
});
