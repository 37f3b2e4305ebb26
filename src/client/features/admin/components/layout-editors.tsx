import { useState } from 'react';
import type { HomepageSection, ProgressFeature } from '@shared/content/content.schemas';
import { Button } from '@client/components/ui/button';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useSiteContentWrite } from '../api/admin-writes';
import { setFeatureVisibility } from '../api/set-feature-visibility';
import { updateHomepageLayout } from '../api/update-homepage-layout';
import { SortableRows } from './sortable-rows';

const sectionName = (key: string) => key.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The home page sections: order by drag and drop, show or hide, then save once. */
export function HomeLayoutEditor({ sections }: { sections: HomepageSection[] }) {
  const [draft, setDraft] = useState(sections);
  const save = useSiteContentWrite(updateHomepageLayout);
  const rows = draft.map((s) => ({ ...s, id: s.sectionKey, name: sectionName(s.sectionKey) }));
  const handleSave = async () => {
    try {
      await save.mutateAsync(
        draft.map((s, index) => ({
          sectionKey: s.sectionKey,
          displayOrder: index + 1,
          isVisible: s.isVisible,
          settings: s.settings,
        })),
      );
      toast({ title: 'Homepage layout updated!' });
    } catch (error) {
      toastError('Error updating homepage layout', error);
    }
  };
  return (
    <div className="space-y-3">
      <SortableRows
        rows={rows}
        noun="section"
        label="Home page sections"
        onReorder={(ids) =>
          setDraft(ids.map((id) => draft.find((s) => s.sectionKey === id)).filter((s) => s !== undefined))
        }
        renderRow={(row) => (
          <>
            <span className="font-medium text-slate-900">{row.name}</span>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-5 w-5 accent-teal-700"
                checked={row.isVisible}
                onChange={(e) =>
                  setDraft(
                    draft.map((s) =>
                      s.sectionKey === row.sectionKey ? { ...s, isVisible: e.target.checked } : s,
                    ),
                  )
                }
              />
              Shown<span className="sr-only"> {row.name}</span>
            </label>
          </>
        )}
      />
      <Button onClick={() => void handleSave()} disabled={save.isPending}>
        Save layout
      </Button>
    </div>
  );
}

/** Each progress feature on or off, saved at once. */
export function ProgressFeaturesEditor({ features }: { features: ProgressFeature[] }) {
  const save = useSiteContentWrite(setFeatureVisibility);
  // The switch moves at once; it returns to the server's value if the save fails.
  const [local, setLocal] = useState<Record<string, boolean>>({});
  const handleToggle = async (id: string, isVisible: boolean) => {
    setLocal((current) => ({ ...current, [id]: isVisible }));
    try {
      await save.mutateAsync({ id, isVisible });
      toast({ title: 'Feature visibility updated!' });
    } catch (error) {
      toastError('Error updating feature visibility', error);
    } finally {
      setLocal(({ [id]: _done, ...rest }) => rest);
    }
  };
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {features.map((f) => (
        <li key={f.id} className="flex items-center justify-between gap-3 p-3">
          <span className="font-medium text-slate-900">{f.name}</span>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-5 w-5 accent-teal-700"
              checked={local[f.id] ?? f.isVisible}
              onChange={(e) => void handleToggle(f.id, e.target.checked)}
            />
            Visible<span className="sr-only"> {f.name}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
