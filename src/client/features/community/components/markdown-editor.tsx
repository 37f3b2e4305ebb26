import { useState, type ComponentProps } from 'react';
import { Textarea } from '@client/components/ui/input';
import { cn } from '@client/lib/class-names';
import { InsertImageDialog } from './insert-image-dialog';
import { MentionTextarea } from './mention-textarea';
import { PostMarkdown } from './post-markdown';

const tab = 'rounded-md px-3 py-1 text-sm font-medium text-slate-700';

/** A Markdown textarea with a Write / Preview switch; the preview renders as the post will. */
export function MarkdownEditor({
  value,
  textarea,
  onInsert,
}: {
  value: string;
  textarea: ComponentProps<typeof Textarea>;
  /** Adds Markdown to the text (an uploaded image); without it, no "Add image". */
  onInsert?: (markdown: string) => void;
}) {
  const [preview, setPreview] = useState(false);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label="Editor mode" className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
          <button
            type="button"
            aria-pressed={!preview}
            className={cn(tab, !preview && 'bg-white shadow-sm')}
            onClick={() => setPreview(false)}
          >
            Write
          </button>
          <button
            type="button"
            aria-pressed={preview}
            className={cn(tab, preview && 'bg-white shadow-sm')}
            onClick={() => setPreview(true)}
          >
            Preview
          </button>
        </div>
        {onInsert ? <InsertImageDialog onInsert={onInsert} /> : null}
      </div>
      <MentionTextarea {...textarea} className={cn(preview && 'hidden')} />
      {preview ? (
        <div
          aria-label="Preview"
          role="region"
          className="min-h-32 rounded-lg border border-slate-200 bg-slate-50 p-3"
        >
          {value.trim() ? (
            <PostMarkdown markdown={value} />
          ) : (
            <p className="text-slate-600">Nothing to preview yet.</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
