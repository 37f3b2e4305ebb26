import { Slot } from '@radix-ui/react-slot';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { ConfirmDialogText } from './confirm-dialog-content';

const loadContent = () => import('./confirm-dialog-content');
const ConfirmDialogContent = lazy(async () => ({ default: (await loadContent()).ConfirmDialogContent }));

/** Starts loading the dialog as soon as the member shows intent (hover, focus, touch), before the click. */
function preload() {
  loadContent().catch(() => undefined);
}

interface ConfirmDialogProps extends ConfirmDialogText {
  /** The control that opens the dialog (rendered as the trigger). */
  trigger: ReactNode;
}

/**
 * Asks before an action that cannot be undone, such as deleting an entry. The trigger is on the page at once;
 * the dialog itself (Radix Dialog) is loaded on first use, so pages with a delete button stay light.
 */
export function ConfirmDialog({ trigger, ...text }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const triggerRef = useRef<HTMLElement>(null);
  return (
    <>
      <Slot
        ref={triggerRef}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {trigger}
      </Slot>
      {used && (
        <Suspense fallback={null}>
          <ConfirmDialogContent {...text} open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
