import { schemaResolver } from '@client/lib/schema-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from '@shared/api/zod-mini';
import {
  REPLY_MAX_LENGTH,
  createReplySchema,
  type CreateReplyInput,
} from '@shared/community/community.schemas';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField } from '@client/components/ui/form-field';
import { Textarea } from '@client/components/ui/input';
import { toastError } from '@client/components/ui/toast-store';
import { applyServerErrors } from '@client/lib/form-errors';
import { useCreateReply } from '../api/create-reply';

/** The reply box under a post. */
export function ReplyForm({ postId }: { postId: string }) {
  const createReply = useCreateReply(postId);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<
    z.input<typeof createReplySchema>,
    unknown,
    CreateReplyInput
  >({ resolver: schemaResolver(createReplySchema), defaultValues: { content: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await createReply.mutateAsync(values);
      reset({ content: '' });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['content']));
      toastError('Failed to add reply', error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <FormField label="Your reply" error={formState.errors.content?.message} hint="Markdown works here too.">
        <Textarea maxLength={REPLY_MAX_LENGTH} className="min-h-24" {...register('content')} />
      </FormField>
      <FormAlert message={formError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Replying…' : 'Reply'}
        </Button>
      </div>
    </form>
  );
}
