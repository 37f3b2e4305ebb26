import * as Dialog from '@radix-ui/react-dialog';
import { cn } from '@client/lib/class-names';

/** The dimmed page behind every dialog: darker in the dark theme too (its slate scale is inverted). */
export function DialogOverlay({ className }: { className?: string }) {
  return <Dialog.Overlay className={cn('fixed inset-0 z-40 bg-slate-900/40 dark:bg-black/60', className)} />;
}
