import { schemaResolver } from '@client/lib/schema-resolver';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type * as z from '@shared/api/zod-mini';
import {
  POLL_MIN_OPTIONS,
  POST_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
  createPostFormSchema,
  postTypes,
  type Channel,
  type CreatePostInput,
  type PostType,
} from '@shared/community/community.schemas';
import type { NewTopicDraft } from '@shared/community/drafts.schemas';
import { Button } from '@client/components/ui/button';
import { DraftRestoredNote } from '@client/components/ui/draft-restored-note';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField } from '@client/components/ui/form-field';
import { Input, Select } from '@client/components/ui/input';
import { toast, toastError } from '@client/components/ui/toast-store';
import { ApiRequestError } from '@client/lib/api-client';
import { applyServerErrors } from '@client/lib/form-errors';
import { useCreatePost } from '../api/create-post';
import { newTopicDraftTarget } from '../api/drafts';
import { useForumDraft } from '../hooks/use-forum-draft';
import { postQueryOptions } from '../api/post';
import { ForumNameGate } from './forum-name-gate';
import { MarkdownEditor } from './markdown-editor';
import { withImage } from './insert-image-dialog';
import { PollOptionsField } from './poll-options-field';
import { ForumSanctionNotice, NewMemberHint } from './forum-standing-notice';
import { PAUSE_AT_MOOD, PostingPause } from './posting-pause';
import { useMoodToday } from '../api/mood-today';

type FormValues = z.input<typeof createPostFormSchema>;

const typeLabels: Record<PostType, string> = {
  discussion: 'Discussion',
  question: 'Question',
  poll: 'Poll',
};

// Options typed for a poll and then left by switching type are not part of the post.
const postResolver = schemaResolver<FormValues, CreatePostInput>(createPostFormSchema);
const resolver: Resolver<FormValues, unknown, CreatePostInput> = (values, context, options) =>
  postResolver(values.postType === 'poll' ? values : { ...values, pollOptions: undefined }, context, options);

const blankText = (text: string | undefined) => !text?.trim();

/** The form as a draft, or null while the member has written nothing in it (a channel or a type alone is not). */
function toDraft(values: FormValues): NewTopicDraft | null {
  const { channelId, postType, title, content, pollOptions } = values;
  if (blankText(title) && blankText(content) && (pollOptions ?? []).every(blankText)) return null;
  return { channelId, postType, title, content, pollOptions };
}

/**
 * Starts a discussion, asks a question or runs a poll, then opens the new post; first asks for the forum name
 * when the member has not chosen one.
 */
export function CreatePostForm({
  channels,
  initialChannel,
}: {
  channels: Channel[];
  initialChannel?: string;
}) {
  const open = useMemo(() => channels.filter((c) => c.canAccess), [channels]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createPost = useCreatePost();
  const [formError, setFormError] = useState<string | null>(null);
  const blank = useCallback(
    (): FormValues => ({
      channelId: (open.find((c) => c.slug === initialChannel) ?? open[0])?.id ?? '',
      postType: 'discussion',
      title: '',
      content: '',
      pollOptions: ['', ''],
    }),
    [open, initialChannel],
  );
  const { register, handleSubmit, setError, setValue, watch, getValues, reset, formState } = useForm<
    FormValues,
    unknown,
    CreatePostInput
  >({ resolver, defaultValues: blank() });
  // A draft's channel the member can no longer post in gives way to the one they came from.
  const fromDraft = useCallback(
    (data: NewTopicDraft): FormValues => {
      const options = data.pollOptions ?? [];
      return {
        ...blank(),
        ...(open.some((c) => c.id === data.channelId) ? { channelId: data.channelId } : {}),
        ...(data.postType ? { postType: data.postType } : {}),
        title: data.title ?? '',
        content: data.content ?? '',
        pollOptions: [...options, ...Array<string>(Math.max(0, POLL_MIN_OPTIONS - options.length)).fill('')],
      };
    },
    [open, blank],
  );
  const draft = useForumDraft({
    target: newTopicDraftTarget,
    form: { watch, getValues, reset },
    toDraft,
    fromDraft,
    blank,
  });
  const postType = watch('postType');
  const options = watch('pollOptions') ?? [];
  const errors = formState.errors;

  const moodToday = useMoodToday();
  // The pause is offered once per post, before the first attempt to send it, on a hard day by the journal.
  const [pause, setPause] = useState<'none' | 'showing' | 'offered'>('none');
  const hardDay = (moodToday.data?.mood ?? 5) <= PAUSE_AT_MOOD;

  const send = async (values: CreatePostInput) => {
    setFormError(null);
    let created;
    try {
      await draft.beforeSend();
      created = await createPost.mutateAsync(values);
    } catch (error) {
      setFormError(
        applyServerErrors(error, setError, ['channelId', 'postType', 'title', 'content', 'pollOptions']),
      );
      const optionsFailed =
        error instanceof ApiRequestError &&
        Object.keys(error.fields).some((f) => f.startsWith('pollOptions'));
      toastError(optionsFailed ? 'Failed to create poll options' : 'Failed to create post', error);
      return;
    }
    draft.sent();
    try {
      await queryClient.fetchQuery({ ...postQueryOptions(created.id), staleTime: 0 });
      navigate(`/community/post/${encodeURIComponent(created.id)}`);
    } catch {
      toast({
        title: 'Error fetching new post',
        description: 'Could not retrieve the newly created post.',
        variant: 'destructive',
      });
      navigate('/community');
    }
  };
  const onSubmit = handleSubmit(async (values) => {
    if (hardDay && pause === 'none') {
      setPause('showing');
      return;
    }
    await send(values);
  });

  if (open.length === 0) {
    return <FormAlert message="Your membership does not open any channel for posting yet." />;
  }

  return (
    <ForumNameGate before="post" headingLevel={2}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <DraftRestoredNote shown={draft.restored} onDiscard={draft.discard}>
          Draft restored
        </DraftRestoredNote>
        <ForumSanctionNotice />
        <NewMemberHint />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Channel" error={errors.channelId?.message}>
            <Select {...register('channelId')}>
              {open.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Type" error={errors.postType?.message}>
            <Select {...register('postType')}>
              {postTypes.map((t) => (
                <option key={t} value={t}>
                  {typeLabels[t]}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <FormField
          label="Title"
          hint="What is it about, in a few words? It is what members see in the feed."
          error={errors.title?.message}
        >
          <Input maxLength={POST_TITLE_MAX_LENGTH} autoComplete="off" {...register('title')} />
        </FormField>
        <div className="space-y-1.5">
          <label htmlFor="post-content" className="block text-sm font-medium text-slate-800">
            {postType === 'question'
              ? 'Your question'
              : postType === 'poll'
                ? 'Your poll question'
                : 'Content'}
          </label>
          <MarkdownEditor
            value={watch('content')}
            onInsert={(markdown) =>
              setValue('content', withImage(getValues('content'), markdown), {
                shouldDirty: true,
                shouldValidate: formState.isSubmitted,
              })
            }
            textarea={{
              id: 'post-content',
              maxLength: POST_MAX_LENGTH,
              'aria-invalid': errors.content ? true : undefined,
              'aria-describedby': errors.content ? 'post-content-error' : 'post-content-hint',
              ...register('content'),
            }}
          />
          {errors.content ? (
            <p id="post-content-error" className="text-sm font-medium text-red-700">
              {errors.content.message}
            </p>
          ) : (
            <p id="post-content-hint" className="text-sm text-slate-600">
              Markdown works: **bold**, _italic_, lists and links.
            </p>
          )}
        </div>
        {postType === 'poll' ? (
          <PollOptionsField
            options={options}
            errors={options.map((_, i) => errors.pollOptions?.[i]?.message)}
            error={errors.pollOptions?.message ?? errors.pollOptions?.root?.message}
            onChange={(next) => setValue('pollOptions', next, { shouldValidate: formState.isSubmitted })}
          />
        ) : null}
        <FormAlert message={formError} />
        {pause === 'showing' ? (
          <PostingPause
            onPost={() => {
              setPause('offered');
              void onSubmit();
            }}
            onKeepEditing={() => setPause('offered')}
          />
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => navigate('/community')}>
            Cancel
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Posting…' : 'Post'}
          </Button>
        </div>
      </form>
    </ForumNameGate>
  );
}
