import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * Says that a form holds a draft brought back (from this tab, or kept by the server), not something saved or
 * sent; with `onDiscard`, a button throws it away.
 */
export function DraftRestoredNote({
  shown,
  children,
  onDiscard,
}: {
  shown: boolean;
  children: ReactNode;
  onDiscard?: () => void;
}) {
  if (!shown) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-teal-50 px-3 py-2 text-sm text-teal-900">
      <p role="status">{children}</p>
      {onDiscard ? (
        <Button variant="link" size="sm" onClick={onDiscard}>
          Discard draft
        </Button>
      ) : null}
    </div>
  );
}
