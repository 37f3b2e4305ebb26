import { useState, type FormEvent } from 'react';
import type { AdminMemberStanding } from '@shared/admin/admin-trust.schemas';
import type { AdminUser } from '@shared/admin/admin-users.schemas';
import { trustLevelNames, trustLevels, type TrustLevel } from '@shared/community/trust';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { Spinner } from '@client/components/ui/spinner';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useMemberStanding } from '../api/member-standing';
import { useSetMemberTrustLevel } from '../api/set-member-trust-level';
import { FormDialog } from './form-dialog';
import { MemberSanctionForm, SanctionInForce, serverMessage } from './member-sanction';

function ReadingCounters({ standing }: { standing: AdminMemberStanding }) {
  const rows: [string, string][] = [
    ['Trust level', `${trustLevelNames[standing.trustLevel]} (level ${standing.trustLevel})`],
    ['Topics entered', String(standing.topicsEntered)],
    ['Minutes read', String(standing.readMinutes)],
    ['Days visited', String(standing.daysVisited)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Sets the level by hand; keyed by the level the server has, so it starts again after each save. */
function TrustLevelForm({ standing }: { standing: AdminMemberStanding }) {
  const setLevel = useSetMemberTrustLevel();
  const [level, setLevelChoice] = useState<TrustLevel>(standing.trustLevel);
  const [error, setError] = useState<string | null>(null);
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await setLevel.mutateAsync({ id: standing.userId, trustLevel: level });
      toast({ title: 'Trust level set' });
    } catch (failure) {
      setError(serverMessage(failure));
      toastError('Error setting trust level', failure);
    }
  };
  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">Trust level</legend>
        <p className="text-sm text-slate-600">
          {standing.levelSetByAdmin
            ? 'Set by an admin: reading no longer changes it.'
            : 'Earned by reading. Setting it here stops reading from changing it.'}
        </p>
        {trustLevels.map((option) => (
          <label key={option} className="flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              name="trust-level"
              value={option}
              checked={level === option}
              onChange={() => setLevelChoice(option)}
              className="h-4 w-4 accent-teal-700"
            />
            {trustLevelNames[option]} (level {option})
          </label>
        ))}
      </fieldset>
      <FormAlert message={error} />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        disabled={level === standing.trustLevel || setLevel.isPending}
      >
        Save level
      </Button>
    </form>
  );
}

/**
 * A member's forum standing: level and reading, the level set by hand, and a silence or suspension (each
 * write answers with the new standing, and the standing is read again after it).
 */
export function MemberStandingDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const standing = useMemberStanding(user.id);
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Forum standing: ${user.firstName} ${user.lastName}`}
      description="Discourse’s trust levels: a New member earns Basic member, then Member, by reading."
    >
      {standing.isPending ? (
        <Spinner />
      ) : standing.isError ? (
        <FormAlert message={`The standing could not be loaded. ${serverMessage(standing.error)}`} />
      ) : (
        <div className="space-y-6">
          <ReadingCounters standing={standing.data} />
          <TrustLevelForm key={standing.data.trustLevel} standing={standing.data} />
          {standing.data.sanction ? (
            <SanctionInForce userId={user.id} sanction={standing.data.sanction} />
          ) : null}
          {user.role === 'admin' ? (
            <p className="text-sm text-slate-700">An admin cannot be silenced or suspended.</p>
          ) : (
            <MemberSanctionForm userId={user.id} replaces={standing.data.sanction !== null} />
          )}
        </div>
      )}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </FormDialog>
  );
}
