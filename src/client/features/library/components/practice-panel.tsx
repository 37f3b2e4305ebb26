import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import type { SkillDetail } from '@shared/content/content.schemas';
import { Button } from '@client/components/ui/button';
import { toastError } from '@client/components/ui/toast-store';
import { useSession } from '@client/features/account/use-session';
import { useHereAsNext, wayInPath } from '@client/features/account/return-to';
import { formatDate } from '@client/lib/format-date';
import { useMarkPractised } from '../api/mark-practised';

/** 'Mark as practised' with the member's record of this skill; visitors are invited to sign in. */
export function PracticePanel({ skill }: { skill: SkillDetail }) {
  const { user } = useSession();
  const mark = useMarkPractised(skill.id);
  const here = useHereAsNext();
  if (!user) {
    return (
      <p className="text-slate-700">
        <Link to={wayInPath('/login', here)} className="font-semibold text-teal-800 underline">
          Sign in
        </Link>{' '}
        to record your practice and get recommendations.
      </p>
    );
  }
  const practice = skill.practice;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <Button
        onClick={() =>
          mark.mutate(undefined, { onError: (error) => toastError('Could not record your practice', error) })
        }
        disabled={mark.isPending}
      >
        <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
        {mark.isPending ? 'Saving…' : 'Mark as practised'}
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite" data-testid="practice-record">
        {practice && practice.count > 0 && practice.lastPractisedAt
          ? `Practised ${practice.count} ${practice.count === 1 ? 'time' : 'times'}, last on ${formatDate(new Date(practice.lastPractisedAt), 'd MMM yyyy, HH:mm')}.`
          : 'Not practised yet.'}
      </p>
    </div>
  );
}
