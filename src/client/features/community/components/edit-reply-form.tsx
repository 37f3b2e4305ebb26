import { schemaResolver } from '@client/lib/schema-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from '@shared/api/zod-mini';
import {
  REPLY_MAX_LENGTH,
  updateReplySchema,
  type Reply,
  type UpdateReplyInput,
} from '@shared/community/community.schemas';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField } from '@client/components/ui/form-field';
import { toastError } from '@client/components/ui/toast-store';
import { applyServerErrors } from '@client/lib/form-errors';
import { useUpdateReply } from '../api/update-reply';
import { MentionTextarea } from './mention-textarea';

/** Edits a reply's text in place; closes once saved. */
export function EditReplyForm({ reply, onDone }: { reply: Reply; onDone: () => void }) {
  const update = useUpdateReply(reply.id);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof updateReplySchema>,
    unknown,
    UpdateReplyInput
  >({ resolver: schemaResolver(updateReplySchema), defaultValues: { content: reply.content } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync(values);
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['content']));
      toastError('Failed to update reply', error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <FormField label="Edit your reply" error={formState.errors.content?.message}>
        <MentionTextarea maxLength={REPLY_MAX_LENGTH} className="min-h-24" {...register('content')} />
      </FormField>
      <FormAlert message={formError} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
