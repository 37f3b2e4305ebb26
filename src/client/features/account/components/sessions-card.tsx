import { Button } from '@client/components/ui/button';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useSessionRevocations, useSessionsList } from '../api/member-sessions';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where the member is signed in, with sign-out per session and everywhere else. */
export function SessionsCard() {
  const { data, isLoading, isError } = useSessionsList();
  const { revoke, revokeOthers } = useSessionRevocations();
  if (isLoading) return <p className="text-slate-600">Loading your sessions…</p>;
  if (isError || !data) return <p className="text-red-700">Could not load your sessions.</p>;
  const others = data.sessions.filter((s) => !s.current);
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200" aria-label="Signed-in sessions">
        {data.sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span>
              <span className="block font-medium text-slate-900">
                {session.device}
                {session.current ? ' (this device)' : ''}
              </span>
              <span className="text-sm text-slate-600">Last seen {when(session.lastSeenAt)}</span>
            </span>
            {session.current ? null : (
              <Button
                variant="secondary"
                size="sm"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(session.id, {
                    onSuccess: () =>
                      toast({ title: 'Signed out', description: `${session.device} is signed out.` }),
                    onError: (error) => toastError('Error', error),
                  })
                }
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Button
          variant="secondary"
          disabled={revokeOthers.isPending}
          onClick={() =>
            revokeOthers.mutate(undefined, {
              onSuccess: () => toast({ title: 'Signed out everywhere else' }),
              onError: (error) => toastError('Error', error),
            })
          }
        >
          Sign out everywhere else
        </Button>
      ) : null}
    </div>
  );
}
