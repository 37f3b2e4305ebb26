import { PauseCircle, Sprout } from 'lucide-react';
import { sanctionMessage, type ForumStanding } from '@shared/community/trust';
import { useForumStanding } from '../api/forum-standing';

/** A silence or suspension in force, with the admin's reason and its end: said once, calmly, where they write. */
export function ForumSanctionNotice() {
  const standing = useForumStanding();
  const sanction = standing.data?.sanction;
  if (!sanction) return null;
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <PauseCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <p>
        {sanctionMessage({ ...sanction, endsAt: new Date(sanction.endsAt) })} You can still read the forum.
      </p>
    </div>
  );
}

/** What a new member can do once they have read a little longer, with how far they are (Discourse's tl1). */
export function newMemberHint(standing: ForumStanding | undefined): string | null {
  if (!standing || standing.trustLevel !== 0 || !standing.next) return null;
  const { topicsEntered, readMinutes } = standing.next;
  return (
    `As a new member, you can share links, images and polls once you have read a little longer ` +
    `(${Math.min(topicsEntered.have, topicsEntered.need)} of ${topicsEntered.need} topics opened, ` +
    `${Math.min(readMinutes.have, readMinutes.need)} of ${readMinutes.need} minutes reading).`
  );
}

export function NewMemberHint() {
  const hint = newMemberHint(useForumStanding().data);
  if (!hint) return null;
  return (
    <p className="flex gap-2 text-sm text-slate-600">
      <Sprout aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-teal-700" />
      {hint}
    </p>
  );
}
