import { useState } from 'react';
import type { ProgressFeature } from '@shared/content/content.schemas';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useSiteContentWrite } from '../api/admin-writes';
import { setFeatureVisibility } from '../api/set-feature-visibility';

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
