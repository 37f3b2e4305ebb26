import { Slot } from '@radix-ui/react-slot';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { lazyChunk } from '@client/lib/lazy-chunk';
import { Button } from './button';
import { ChunkBoundary } from './chunk-boundary';
import type { ConfirmDialogText } from './confirm-dialog-content';

const ConfirmDialogContent = lazyChunk(
  async () => (await import('./confirm-dialog-content')).ConfirmDialogContent,
);

/** Starts loading the dialog as soon as the member shows intent (hover, focus, touch), before the click. */
function preload() {
  ConfirmDialogContent.preload().catch(() => undefined);
}

/** Where the dialog would be, when its code could not download: nothing is done until it can ask. */
function ConfirmLoadFailed({ panel, onCancel }: { panel: ReactNode; onCancel: () => void }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-slate-900/40 p-4">
      <div className="w-full max-w-md space-y-3 rounded-2xl bg-slate-50 p-4 shadow-xl">
        {panel}
        <div className="flex justify-center">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    </div>
  );
}

interface AskFirstProps extends ConfirmDialogText {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The dialog of ConfirmDialog, opened by its caller: for an action that asks only sometimes (sign-out asks
 * when entries wait to send). Its code loads when it first opens.
 */
export function AskFirst({ open, onOpenChange, returnFocusTo, ...text }: AskFirstProps) {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <ChunkBoundary
      what="The confirmation"
      frame={(panel) =>
        open ? <ConfirmLoadFailed panel={panel} onCancel={() => onOpenChange(false)} /> : null
      }
    >
      <ConfirmDialogContent {...text} open={open} onOpenChange={onOpenChange} returnFocusTo={returnFocusTo} />
    </ChunkBoundary>
  );
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
      {used && <AskFirst {...text} open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} />}
    </>
  );
}
