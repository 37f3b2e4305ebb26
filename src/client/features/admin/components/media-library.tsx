import { FileText, ImageIcon } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { MEDIA_MAX_BYTES, MEDIA_PAGE_SIZE, type MediaFile } from '@shared/admin/admin-media.schemas';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { EmptyState } from '@client/components/ui/empty-state';
import { Spinner } from '@client/components/ui/spinner';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useMedia } from '../api/admin-media';
import { useMediaWrite } from '../api/admin-writes';
import { deleteMedia } from '../api/delete-media';
import { uploadMedia } from '../api/upload-media';

function MediaCard({ file }: { file: MediaFile }) {
  const remove = useMediaWrite(deleteMedia);
  const handleCopy = async () => {
    await navigator.clipboard.writeText(new URL(file.url, window.location.origin).toString());
    toast({ title: 'Link copied', description: file.url });
  };
  const handleDelete = async () => {
    try {
      await remove.mutateAsync(file.name);
      toast({ title: 'Media deleted!' });
    } catch (error) {
      toastError('Error deleting media', error);
    }
  };
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="flex aspect-square items-center justify-center bg-slate-100">
        {file.contentType.startsWith('image/') ? (
          <img src={file.url} alt={file.originalName} loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <FileText aria-hidden="true" className="h-12 w-12 text-slate-500" />
        )}
      </div>
      <div className="space-y-2 p-3">
        <p className="truncate text-sm font-medium text-slate-900" title={file.originalName}>
          {file.originalName}
        </p>
        <p className="text-xs text-slate-600">{Math.max(1, Math.round(file.size / 1024))} KB</p>
        <div className="flex flex-wrap gap-1">
          <Button size="sm" variant="secondary" onClick={() => void handleCopy()}>
            Copy link<span className="sr-only"> to {file.originalName}</span>
          </Button>
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="ghost" className="text-red-700">
                Delete<span className="sr-only"> {file.originalName}</span>
              </Button>
            }
            title={`Delete “${file.originalName}”?`}
            description="Pages that link to it will show a broken image. This cannot be undone."
            confirmLabel="Delete"
            onConfirm={() => void handleDelete()}
          />
        </div>
      </div>
    </li>
  );
}

/** The media bucket: upload by button or drop (with progress), a thumbnail grid, copy-link and delete. */
export function MediaLibrary() {
  const [offset, setOffset] = useState(0);
  const media = useMedia(offset);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useMediaWrite(({ file }: { file: File }) => uploadMedia(file, setProgress));

  const handleFiles = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      if (file.size > MEDIA_MAX_BYTES) {
        toastError('Error uploading media', `${file.name} is larger than 10 MB.`);
        continue;
      }
      setProgress(0);
      try {
        await upload.mutateAsync({ file });
        toast({ title: 'Media uploaded!', description: file.name });
      } catch (error) {
        toastError('Error uploading media', error);
      } finally {
        setProgress(null);
      }
    }
    if (input.current) input.current.value = '';
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void handleFiles(event.dataTransfer.files);
  };

  const total = media.data?.total ?? 0;
  return (
    <div className="space-y-6">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        className={`rounded-2xl border-2 border-dashed p-6 text-center ${dragging ? 'border-teal-700 bg-teal-50' : 'border-slate-300 bg-white'}`}
      >
        <p className="mb-3 text-slate-700">
          Drop images or PDFs here (PNG, JPEG, WebP, GIF, AVIF, PDF; up to 10 MB).
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif,application/pdf"
          className="sr-only"
          id="media-upload"
          aria-label="Upload files"
          tabIndex={-1}
          onChange={(e) => void handleFiles(e.target.files)}
        />
        <Button onClick={() => input.current?.click()} disabled={progress !== null}>
          Upload files
        </Button>
        {progress !== null ? (
          <div className="mx-auto mt-4 max-w-sm">
            <progress
              className="w-full accent-teal-700"
              value={progress}
              max={1}
              aria-label="Upload progress"
            />
            <p className="text-sm text-slate-600">{Math.round(progress * 100)}%</p>
          </div>
        ) : null}
      </div>
      {media.isPending ? (
        <Spinner />
      ) : media.isError ? (
        <p className="text-red-700">Error fetching media</p>
      ) : media.data.items.length === 0 ? (
        <EmptyState icon={ImageIcon} title="No media yet">
          <p>Uploaded images and PDFs appear here, ready to link from pages and skills.</p>
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4" aria-label="Media files">
          {media.data.items.map((file) => (
            <MediaCard key={file.name} file={file} />
          ))}
        </ul>
      )}
      {total > MEDIA_PAGE_SIZE ? (
        <div className="flex gap-3">
          <Button
            variant="secondary"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - MEDIA_PAGE_SIZE))}
          >
            Newer
          </Button>
          <Button
            variant="secondary"
            disabled={offset + MEDIA_PAGE_SIZE >= total}
            onClick={() => setOffset(offset + MEDIA_PAGE_SIZE)}
          >
            Older
          </Button>
        </div>
      ) : null}
    </div>
  );
}
