import { useCallback, useEffect, useState } from 'react';
import * as z from '@shared/api/zod-mini';
import { tabDraftKey } from './tab-drafts';

function read<T>(key: string, schema: z.core.$ZodType<T>): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed = z.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * State kept as a draft in this tab (see tab-drafts), so a reload or a trip through the sign-in page
 * does not lose what the member was writing. With `name` null (editing a saved entry) it is plain state.
 * `isEmpty` tells when there is nothing worth keeping; `restored` whether the draft came back from storage.
 */
export function useTabDraft<T>(
  name: string | null,
  schema: z.core.$ZodType<T>,
  fresh: () => T,
  isEmpty: (value: T) => boolean,
) {
  const key = name === null ? null : tabDraftKey(name);
  const [initial] = useState(() => (key === null ? null : read(key, schema)));
  const [value, setValue] = useState<T>(() => initial ?? fresh());
  const [restored, setRestored] = useState(initial !== null && !isEmpty(initial));

  useEffect(() => {
    if (key === null) return;
    try {
      if (isEmpty(value)) window.sessionStorage.removeItem(key);
      else window.sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Full or blocked storage: the draft only lasts as long as the page.
    }
  }, [key, value, isEmpty]);

  /** Starts again once the entry is saved: from a fresh value, or from what `next` keeps of the current one. */
  const reset = useCallback(
    (next?: (current: T) => T) => {
      setValue((current) => (next ? next(current) : fresh()));
      setRestored(false);
    },
    [fresh],
  );

  return { value, setValue, reset, restored };
}
