import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminMemberStanding } from '@shared/admin/admin-trust.schemas';
import { sanctionInputSchema, sanctionKinds, type SanctionInput } from '@shared/community/trust';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField } from '@client/components/ui/form-field';
import { Input, Textarea } from '@client/components/ui/input';
import { toast, toastError } from '@client/components/ui/toast-store';
import { ApiRequestError } from '@client/lib/api-client';
import { applyServerErrors } from '@client/lib/form-errors';
import { formatDate } from '@client/lib/format-date';
import { schemaResolver } from '@client/lib/schema-resolver';
import { useLiftMemberSanction } from '../api/lift-member-sanction';
import { useSanctionMember } from '../api/sanction-member';

type Sanction = NonNullable<AdminMemberStanding['sanction']>;

/** The server's message for a refused write, or a general one when no answer came with a message. */
export const serverMessage = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'Something went wrong. Please try again.';

const kindLabels: Record<SanctionInput['kind'], { name: string; means: string }> = {
  silence: { name: 'Silence', means: 'no new topics, replies or edits' },
  suspend: { name: 'Suspend', means: 'no forum writes at all' },
};

/** The silence or suspension in force, with its reason and end, and the button that ends it now. */
export function SanctionInForce({ userId, sanction }: { userId: string; sanction: Sanction }) {
  const lift = useLiftMemberSanction();
  const headingId = useId();
  const [error, setError] = useState<string | null>(null);
  const what = sanction.kind === 'silence' ? 'silence' : 'suspension';
  const handleLift = async () => {
    setError(null);
    try {
      await lift.mutateAsync(userId);
      toast({ title: 'Sanction lifted' });
    } catch (failure) {
      setError(serverMessage(failure));
      toastError('Error lifting sanction', failure);
    }
  };
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-lg border border-amber-300 p-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {sanction.kind === 'silence' ? 'Silenced' : 'Suspended'} until{' '}
        {formatDate(new Date(sanction.endsAt), 'd MMMM yyyy, HH:mm')}
      </h3>
      <p className="text-sm text-slate-700">
        {kindLabels[sanction.kind].means}. Reason the member reads: “{sanction.reason}”
      </p>
      <FormAlert message={error} />
      <Button size="sm" variant="secondary" disabled={lift.isPending} onClick={() => void handleLift()}>
        Lift the {what}
      </Button>
    </section>
  );
}

/** Silences or suspends the member for some days with a reason they will read. */
export function MemberSanctionForm({ userId, replaces }: { userId: string; replaces: boolean }) {
  const sanction = useSanctionMember();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SanctionInput>({
    resolver: schemaResolver(sanctionInputSchema),
    defaultValues: { kind: 'silence', days: 7, reason: '' },
  });
  const { register, formState } = form;
  const kind = form.watch('kind');
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await sanction.mutateAsync({ id: userId, body: values });
      toast({ title: values.kind === 'silence' ? 'Member silenced' : 'Member suspended' });
      form.reset();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['kind', 'days', 'reason']));
      toastError(values.kind === 'silence' ? 'Error silencing member' : 'Error suspending member', error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Silence or suspend</legend>
        <p className="text-sm text-slate-600">
          For some days, with a reason the member reads.
          {replaces ? ' This replaces the one in force.' : ''}
        </p>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Kind</legend>
          {sanctionKinds.map((option) => (
            <label key={option} className="flex items-center gap-2 text-slate-800">
              <input type="radio" value={option} className="h-4 w-4 accent-teal-700" {...register('kind')} />
              {kindLabels[option].name} ({kindLabels[option].means})
            </label>
          ))}
        </fieldset>
        <FormField label="Days" error={formState.errors.days?.message} hint="From 1 to 365.">
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            className="max-w-32"
            {...register('days', { valueAsNumber: true })}
          />
        </FormField>
        <FormField
          label="Reason"
          error={formState.errors.reason?.message}
          hint="The member reads this when a write is refused."
        >
          <Textarea className="min-h-20" maxLength={500} {...register('reason')} />
        </FormField>
      </fieldset>
      <FormAlert message={formError} />
      <Button type="submit" variant="destructive" disabled={formState.isSubmitting}>
        {kind === 'suspend' ? 'Suspend member' : 'Silence member'}
      </Button>
    </form>
  );
}
