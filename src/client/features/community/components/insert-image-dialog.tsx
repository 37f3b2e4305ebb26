import * as Dialog from '@radix-ui/react-dialog';
import { ImagePlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  ALT_TEXT_MAX_LENGTH,
  FORUM_IMAGE_ACCEPT,
  FORUM_IMAGE_MAX_BYTES,
  imageMarkdown,
  imageMessages,
} from '@shared/community/forum-images';
import { Button } from '@client/components/ui/button';
import { DialogOverlay } from '@client/components/ui/dialog-overlay';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { useUploadForumImage } from '../api/upload-forum-image';

/** The text with a new paragraph holding the image's Markdown at its end. */
export function withImage(text: string, markdown: string): string {
  const before = text.trimEnd();
  return `${before}${before ? '\n\n' : ''}${markdown}\n`;
}

/**
 * "Add image" beside a post's or reply's text: a picture (PNG, JPEG or WebP, at most 5 MB) and the words that
 * describe it, both required; once uploaded, its Markdown goes into the text through `onInsert`.
 */
export function InsertImageDialog({ onInsert }: { onInsert: (markdown: string) => void }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadForumImage();
  const fileId = useId();

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setFile(null);
      setAlt('');
      setProblem(null);
      upload.reset();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!file) return setProblem('Choose an image first.');
    if (file.size > FORUM_IMAGE_MAX_BYTES) return setProblem('Choose an image of at most 5 MB.');
    if (!alt.trim()) return setProblem(imageMessages.alt);
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (image) => {
        onInsert(imageMarkdown(alt, image.url));
        reset(false);
      },
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Trigger asChild>
        <Button type="button" variant="ghost" size="sm">
          <ImagePlus aria-hidden="true" className="h-4 w-4" />
          Add image
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">Add an image</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700">
            A PNG, JPEG or WebP picture of at most 5 MB. Its location and camera details are removed.
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-4 space-y-4">
            <div className="space-y-1.5">
              <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
                Image
              </label>
              <input
                id={fileId}
                type="file"
                accept={FORUM_IMAGE_ACCEPT}
                className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:font-medium"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </div>
            <FormField
              label="Describe the image"
              hint="A few words for members who use a screen reader or whose images do not load."
            >
              <Input
                value={alt}
                maxLength={ALT_TEXT_MAX_LENGTH}
                autoComplete="off"
                onChange={(event) => setAlt(event.target.value)}
              />
            </FormField>
            <FormAlert message={problem ?? upload.error?.message ?? null} />
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button type="button" variant="secondary">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={upload.isPending}>
                {upload.isPending ? 'Adding…' : 'Add image'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
