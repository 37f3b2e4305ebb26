import type { PostAuthor } from '@shared/community/community.schemas';
import { useSession } from '@client/features/account/use-session';

/** Who is looking, and whether they wrote a given post or reply (the server checks again). */
export function useViewer() {
  const { user, profile, isAdmin } = useSession();
  const wrote = (author: PostAuthor) =>
    Boolean(
      author.id && ((user && author.id === user.id) || (profile && author.username === profile.username)),
    );
  return { isAdmin, wrote };
}
