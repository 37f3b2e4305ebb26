import { schemaResolver } from '@client/lib/schema-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from '@shared/api/zod-mini';
import {
  POST_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
  updatePostSchema,
  type Post,
  type UpdatePostInput,
} from '@shared/community/community.schemas';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toastError } from '@client/components/ui/toast-store';
import { applyServerErrors } from '@client/lib/form-errors';
import { useUpdatePost } from '../api/update-post';
import { MarkdownEditor } from './markdown-editor';
import { withImage } from './insert-image-dialog';

/** Edits a post's text in place; closes once saved. */
export function EditPostForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const update = useUpdatePost(post.id);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, watch, getValues, setValue, formState } = useForm<
    z.input<typeof updatePostSchema>,
    unknown,
    UpdatePostInput
  >({
    resolver: schemaResolver(updatePostSchema),
    defaultValues: { title: post.title, content: post.content },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync(values);
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['title', 'content']));
      toastError('Failed to update post', error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <FormField label="Title" error={formState.errors.title?.message}>
        <Input maxLength={POST_TITLE_MAX_LENGTH} autoComplete="off" {...register('title')} />
      </FormField>
      <label htmlFor={`edit-${post.id}`} className="block text-sm font-medium text-slate-800">
        Edit your post
      </label>
      <MarkdownEditor
        value={watch('content') ?? ''}
        onInsert={(markdown) =>
          setValue('content', withImage(getValues('content') ?? '', markdown), { shouldDirty: true })
        }
        textarea={{
          id: `edit-${post.id}`,
          maxLength: POST_MAX_LENGTH,
          'aria-invalid': formState.errors.content ? true : undefined,
          ...register('content'),
        }}
      />
      {formState.errors.content ? (
        <p className="text-sm font-medium text-red-700">{formState.errors.content.message}</p>
      ) : null}
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
