import { useId, useState, type ReactNode } from 'react';
import { toast } from '@client/components/ui/toast-store';
import { useSession } from '@client/features/account/use-session';
import { ForumNameForm, ForumNameWhere } from './forum-name-form';

/**
 * Stands in front of the composer until the member has chosen the name the community sees (the server refuses
 * a post or reply before that too). Prefilled with their username, which was never made from their legal name.
 * A session from before the flag existed counts as not chosen: choosing again costs one click.
 */
export function ForumNameGate({
  children,
  before,
  headingLevel,
}: {
  children: ReactNode;
  before: 'post' | 'reply';
  headingLevel: 2 | 3;
}) {
  const { profile } = useSession();
  const [chosen, setChosen] = useState(false);
  const headingId = useId();
  if (!profile || profile.forumNameConfirmed === true || chosen) return children;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-teal-200 bg-teal-50/60 p-4 sm:p-5"
    >
      <Heading id={headingId} className="text-lg font-semibold text-slate-900">
        Choose the name the community sees
      </Heading>
      <p className="text-sm text-slate-800">
        Before your first {before}, pick the name you will be known by in the forum. You can change it later
        on your profile.
      </p>
      <ForumNameWhere />
      <ForumNameForm
        currentName={profile.username}
        submitLabel="Use this name"
        onSaved={(saved) => {
          setChosen(true);
          toast({
            title: 'Forum name saved',
            description: `The community will see you as ${saved.username}.`,
          });
        }}
      />
    </section>
  );
}
