import { schemaResolver } from '@client/lib/schema-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from '@shared/api/zod-mini';
import {
  setForumNameSchema,
  type OwnProfile,
  type SetForumNameInput,
} from '@shared/profiles/profiles.schemas';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { ApiRequestError } from '@client/lib/api-client';
import { applyServerErrors } from '@client/lib/form-errors';
import { useSetForumName } from '../api/forum-name';

/** Where the forum name shows, said wherever it is asked for or changed. */
export function ForumNameWhere() {
  return (
    <p className="text-sm text-slate-700">
      Other members see this name on your posts and replies, on your community profile and in their
      notifications. A pseudonym is fine. Your first and last name are never shown to other members, unless
      you type them here.
    </p>
  );
}

/** Chooses or changes the name the community sees (the username), by the shared rules. */
export function ForumNameForm({
  currentName,
  submitLabel,
  onSaved,
}: {
  currentName: string;
  submitLabel: string;
  onSaved?: (profile: OwnProfile) => void;
}) {
  const setForumName = useSetForumName();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof setForumNameSchema>,
    unknown,
    SetForumNameInput
  >({ resolver: schemaResolver(setForumNameSchema), defaultValues: { forumName: currentName } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSaved?.(await setForumName.mutateAsync(values));
    } catch (error) {
      const message = applyServerErrors(error, setError, ['forumName']);
      // A name taken is said on the field; only what no field explains goes above the button.
      setFormError(error instanceof ApiRequestError && error.fields.forumName ? null : message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        label="Forum name"
        error={formState.errors.forumName?.message}
        hint="3–20 characters: letters, digits or _."
      >
        <Input autoComplete="nickname" autoCapitalize="none" spellCheck={false} {...register('forumName')} />
      </FormField>
      <FormAlert message={formError} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
