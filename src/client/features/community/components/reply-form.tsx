import { schemaResolver } from '@client/lib/schema-resolver';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from '@shared/api/zod-mini';
import {
  REPLY_MAX_LENGTH,
  createReplySchema,
  type CreateReplyInput,
} from '@shared/community/community.schemas';
import type { ReplyDraft } from '@shared/community/drafts.schemas';
import { Button } from '@client/components/ui/button';
import { DraftRestoredNote } from '@client/components/ui/draft-restored-note';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField } from '@client/components/ui/form-field';
import { toastError } from '@client/components/ui/toast-store';
import { applyServerErrors } from '@client/lib/form-errors';
import { useCreateReply } from '../api/create-reply';
import { replyDraftTarget } from '../api/drafts';
import { useForumDraft } from '../hooks/use-forum-draft';
import { InsertImageDialog, withImage } from './insert-image-dialog';
import { MentionTextarea } from './mention-textarea';

type FormValues = z.input<typeof createReplySchema>;

const toDraft = ({ content }: FormValues): ReplyDraft | null => (content.trim() ? { content } : null);
const fromDraft = ({ content }: ReplyDraft): FormValues => ({ content });
const blank = (): FormValues => ({ content: '' });

/** The reply box under a post; what is typed in it is kept as a draft until it is sent or discarded. */
export function ReplyForm({ postId }: { postId: string }) {
  const createReply = useCreateReply(postId);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, watch, getValues, setValue, formState } = useForm<
    FormValues,
    unknown,
    CreateReplyInput
  >({ resolver: schemaResolver(createReplySchema), defaultValues: blank() });
  const target = useMemo(() => replyDraftTarget(postId), [postId]);
  const draft = useForumDraft({ target, form: { watch, getValues, reset }, toDraft, fromDraft, blank });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await draft.beforeSend();
      await createReply.mutateAsync(values);
      draft.sent();
      reset(blank());
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['content']));
      toastError('Failed to add reply', error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <DraftRestoredNote shown={draft.restored} onDiscard={draft.discard}>
        Draft restored
      </DraftRestoredNote>
      <FormField label="Your reply" error={formState.errors.content?.message} hint="Markdown works here too.">
        <MentionTextarea maxLength={REPLY_MAX_LENGTH} className="min-h-24" {...register('content')} />
      </FormField>
      <FormAlert message={formError} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <InsertImageDialog
          onInsert={(markdown) =>
            setValue('content', withImage(getValues('content'), markdown), {
              shouldDirty: true,
              shouldValidate: formState.isSubmitted,
            })
          }
        />
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Replying…' : 'Reply'}
        </Button>
      </div>
    </form>
  );
}
