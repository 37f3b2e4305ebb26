import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Button } from './button';
import { DialogOverlay } from './dialog-overlay';

export interface ConfirmDialogText {
  title: string;
  description: string;
  confirmLabel: string;
  /** The button that closes without acting (default 'Cancel'; rename it when the action is itself a cancel). */
  cancelLabel?: string;
  onConfirm: () => void;
  destructive?: boolean;
}

interface ConfirmDialogContentProps extends ConfirmDialogText {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control that opened the dialog: focus goes back to it when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The dialog of ConfirmDialog, in its own chunk: Radix Dialog loads when a member first asks to confirm. */
export function ConfirmDialogContent({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  destructive = true,
}: ConfirmDialogContentProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // Radix returns focus to its own Trigger; ours is rendered outside the Root.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="text-slate-700">{description}</Dialog.Description>
          <div className="flex justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </Dialog.Close>
            <Dialog.Close asChild>
              <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
