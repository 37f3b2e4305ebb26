import { schemaResolver } from '@client/lib/schema-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DeleteAccountInput } from '@shared/account/account-deletion.schemas';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField } from '@client/components/ui/form-field';
import { PasswordInput } from '@client/components/ui/password-input';
import { applyServerErrors } from '@client/lib/form-errors';
import { EXPORT_URL, deleteAccountSchema, useDeleteAccount } from '../api/delete-account';

/** 'Download my data' and 'Delete my account' (free on every tier). */
export function YourDataCard({ onDeleted }: { onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const { register, handleSubmit, setError, formState } = useForm<DeleteAccountInput>({
    resolver: schemaResolver(deleteAccountSchema),
    defaultValues: { password: '', removeCommunityContent: false },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await remove.mutateAsync(values);
      onDeleted();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['password']));
    }
  });
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Your entries are private to you. Download everything you wrote as a ZIP (JSON, readable Markdown and
        CSV), or delete your account and all your private data at once.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="secondary">
          <a href={EXPORT_URL} download>
            Download my data
          </a>
        </Button>
        {confirming ? null : (
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            Delete my account
          </Button>
        )}
      </div>
      {confirming ? (
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Confirm account deletion"
          className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4"
        >
          <p className="font-medium text-red-900">
            This removes your account, your journal, every tool entry, your settings and your practice
            history. It cannot be undone.
          </p>
          <p className="text-slate-800">
            A paid plan that renews is cancelled with it, so nothing more is charged.
          </p>
          <p className="text-slate-800">
            In the community, your likes and poll votes are removed. Your posts and replies stay so that
            conversations still make sense, signed “Former member” instead of your name, unless you remove
            them too.
          </p>
          <label className="flex items-start gap-3 text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 h-5 w-5 shrink-0 accent-red-700"
              {...register('removeCommunityContent')}
            />
            Also remove my community posts and replies
          </label>
          <FormField label="Your password" error={formState.errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </FormField>
          <FormAlert message={formError} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="destructive" disabled={formState.isSubmitting}>
              Delete my account for good
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep my account
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
