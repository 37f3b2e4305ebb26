import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { ApiRequestError } from '@client/lib/api-client';
import { confirmEmailChange } from '@client/features/account/api/confirm-email-change';
import { undoEmailChange } from '@client/features/account/api/undo-email-change';

const copy = {
  confirm: {
    action: 'Confirm my new email',
    busy: 'Confirming…',
    done: 'Your email is changed. Sign in with your new address from now on; other devices were signed out.',
    call: confirmEmailChange,
  },
  undo: {
    action: 'Change my email back',
    busy: 'Changing it back…',
    done: 'Your old email is restored and everyone was signed out. Sign in, then choose a new password.',
    call: undoEmailChange,
  },
} as const;

/**
 * The page behind an emailed email-change link. It acts only on a click, never on load, so a mail
 * scanner that opens links cannot use the single-use token up.
 */
export function EmailChangeLink({ kind, token }: { kind: 'confirm' | 'undo'; token: string | null }) {
  const text = copy[kind];
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(
    token ? null : 'This link is incomplete. Open the link from your email again.',
  );

  const act = async () => {
    if (!token) return;
    setState('busy');
    setError(null);
    try {
      await text.call({ token });
      setState('done');
    } catch (caught) {
      setState('idle');
      setError(
        caught instanceof ApiRequestError ? caught.message : 'Something went wrong. Please try again.',
      );
    }
  };

  if (state === 'done') {
    return (
      <div className="space-y-4">
        <FormAlert tone="success" message={text.done} />
        <Link to="/login" className="block text-center font-semibold text-teal-800 underline">
          Go to sign in
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <FormAlert message={error} />
      {token && (
        <Button type="button" className="w-full" onClick={act} disabled={state === 'busy'}>
          {state === 'busy' ? text.busy : text.action}
        </Button>
      )}
    </div>
  );
}
