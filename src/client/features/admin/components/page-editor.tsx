import { useState } from 'react';
import { pageIds, type PageId } from '@shared/admin/admin-content.schemas';
import { MarkdownContent } from '@client/components/content/markdown-content';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Select, Textarea } from '@client/components/ui/input';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useSiteContentWrite } from '../api/admin-writes';
import { updatePage } from '../api/update-page';

const pageNames: Record<PageId, string> = {
  about: 'About',
  privacy: 'Privacy',
  terms: 'Terms',
  cookies: 'Cookies',
  'legal-disclaimer': 'Legal disclaimer',
  'user-guide': 'User guide',
  'lifetime-early-access': 'Lifetime early access',
  help: 'Help',
  'community-guidelines': 'Community guidelines',
};

function Editor({ pageId, initial }: { pageId: PageId; initial: string }) {
  const [content, setContent] = useState(initial);
  const save = useSiteContentWrite(updatePage);
  const handleSave = async () => {
    try {
      await save.mutateAsync({ pageId, content });
      toast({ title: 'Page content updated!' });
    } catch (error) {
      toastError('Error updating page content', error);
    }
  };
  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <FormField label="Content (Markdown)">
          <Textarea
            rows={20}
            className="min-h-96 font-mono text-sm"
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        </FormField>
        <section aria-label="Preview" className="space-y-1.5">
          <p className="text-sm font-medium text-slate-800">Preview</p>
          <div className="max-h-[32rem] overflow-y-auto rounded-lg border border-slate-200 bg-white p-4">
            <MarkdownContent markdown={content} />
          </div>
        </section>
      </div>
      <Button onClick={() => void handleSave()} disabled={save.isPending}>
        Save page
      </Button>
    </div>
  );
}

/** Edits one of the site's Markdown pages with a live preview. */
export function PageEditor({ pages }: { pages: Record<string, string> }) {
  const [pageId, setPageId] = useState<PageId>('about');
  return (
    <div className="space-y-4">
      <div className="sm:w-72">
        <FormField label="Page">
          <Select value={pageId} onChange={(e) => setPageId(e.target.value as PageId)}>
            {pageIds.map((id) => (
              <option key={id} value={id}>
                {pageNames[id]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <Editor key={pageId} pageId={pageId} initial={pages[pageId] ?? ''} />
    </div>
  );
}
