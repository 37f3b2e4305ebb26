import { useCallback, useState, type ReactNode } from 'react';
import type { HomepageSection } from '@shared/content/content.schemas';
import { Button } from '@client/components/ui/button';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useTabDraft } from '@client/lib/use-tab-draft';
import { useSiteContentWrite } from '../api/admin-writes';
import { updateHomepageLayout } from '../api/update-homepage-layout';
import {
  applyDraft,
  draftOf,
  LAYOUT_DRAFT_NAME,
  layoutDraftSchema,
  publishBody,
  sameAsPublished,
  type LayoutDraft,
} from './home-layout-draft';
import { HomeLayoutPreview } from './home-layout-preview';
import { SortableRows } from './sortable-rows';
import { useWarnBeforeUnload } from './use-warn-before-unload';

const sectionName = (key: string) => key.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/**
 * The home page's sections, edited as a draft: order by drag and drop, show or hide, see the preview, then
 * publish in one save. Nothing reaches visitors before Publish. The draft is kept in this tab (a trip to
 * another admin page or a reload keeps it; closing the tab asks first) until it is published or discarded.
 * The page draws the preview (`renderPreview`, given the shown sections in order) with the home page's parts.
 */
export function HomeLayoutEditor({
  sections,
  renderPreview,
}: {
  sections: HomepageSection[];
  renderPreview: (shown: HomepageSection[]) => ReactNode;
}) {
  // What visitors see: the bundle's layout, or what this editor has just published.
  const [published, setPublished] = useState(sections);
  const fresh = useCallback(() => draftOf(published), [published]);
  const isPublished = useCallback((draft: LayoutDraft) => sameAsPublished(published, draft), [published]);
  const {
    value: draft,
    setValue: setDraft,
    reset,
    restored,
  } = useTabDraft(LAYOUT_DRAFT_NAME, layoutDraftSchema, fresh, isPublished);
  const arranged = applyDraft(published, draft);
  const shown = arranged.filter((s) => s.isVisible);
  const unpublished = !isPublished(draft);
  useWarnBeforeUnload(unpublished);
  const save = useSiteContentWrite(updateHomepageLayout);

  const rows = arranged.map((s) => ({ ...s, id: s.sectionKey, name: sectionName(s.sectionKey) }));
  const handleReorder = (ids: string[]) =>
    setDraft(
      draftOf(ids.map((id) => arranged.find((s) => s.sectionKey === id)).filter((s) => s !== undefined)),
    );
  const handleShown = (sectionKey: string, isVisible: boolean) =>
    setDraft(draftOf(arranged.map((s) => (s.sectionKey === sectionKey ? { ...s, isVisible } : s))));
  const handlePublish = async () => {
    try {
      setPublished(await save.mutateAsync(publishBody(published, draft)));
      toast({ title: 'Homepage layout updated!', description: 'Visitors now see the new layout.' });
    } catch (error) {
      toastError('Error updating homepage layout', error);
    }
  };
  const handleDiscard = () => {
    reset();
    toast({ title: 'Changes discarded', description: 'The draft is the published layout again.' });
  };

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <div className="space-y-4">
        {restored && unpublished ? (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
            Your unpublished changes from before are still here: publish or discard them.
          </p>
        ) : null}
        <SortableRows
          rows={rows}
          noun="section"
          label="Home page sections"
          onReorder={handleReorder}
          renderRow={(row) => (
            <>
              <span className="font-medium text-slate-900">{row.name}</span>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-teal-700"
                  checked={row.isVisible}
                  onChange={(e) => handleShown(row.sectionKey, e.target.checked)}
                />
                Shown<span className="sr-only"> {row.name}</span>
              </label>
            </>
          )}
        />
        <p role="status" className="text-sm text-slate-700">
          {unpublished ? (
            <>
              <strong className="font-semibold text-amber-900">Unpublished changes.</strong> Visitors still
              see the published layout.
            </>
          ) : (
            'Visitors see this layout.'
          )}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void handlePublish()} disabled={!unpublished || save.isPending}>
            Publish layout
          </Button>
          <Button variant="secondary" onClick={handleDiscard} disabled={!unpublished || save.isPending}>
            Discard changes
          </Button>
        </div>
      </div>
      <div className="min-w-0 space-y-2">
        <h3 className="text-sm font-semibold text-slate-800">
          Preview{unpublished ? ' of your draft' : ' (as published)'}
        </h3>
        <HomeLayoutPreview
          description={
            shown.length > 0
              ? `The home page would show, in this order: ${shown.map((s) => sectionName(s.sectionKey)).join(', ')}.`
              : 'The home page would show no section.'
          }
        >
          {shown.length > 0 ? (
            renderPreview(shown)
          ) : (
            <p className="py-8 text-center text-slate-700">
              Every section is hidden: the home page would be empty.
            </p>
          )}
        </HomeLayoutPreview>
      </div>
    </div>
  );
}
