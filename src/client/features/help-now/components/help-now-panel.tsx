import * as Dialog from '@radix-ui/react-dialog';
import { Wind, X } from 'lucide-react';
import type { RefObject } from 'react';
import { DialogOverlay } from '@client/components/ui/dialog-overlay';
import {
  PACED_BREATHING,
  StepPacer,
} from '@client/features/tools/emotional-regulation-tool/components/step-pacer';
import { CrisisLinesSection } from './crisis-lines-section';
import { GroundingExercise } from './grounding-exercise';
import { TrustedPersonCard } from './trusted-person-card';

export interface HelpNowPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns on close (the header's button); the element that had focus otherwise. */
  triggerRef?: RefObject<HTMLElement | null>;
}

/**
 * The help panel: crisis lines for the member's country, someone they trust, a minute of grounding and the
 * breathing pacer. Everything it shows is on the device (no request needed), so it opens offline and for
 * visitors; the lines are refreshed from the server when it answers.
 */
export function HelpNowPanel({ open, onOpenChange, triggerRef }: HelpNowPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          id="help-now"
          onCloseAutoFocus={(event) => {
            if (!triggerRef?.current) return;
            event.preventDefault();
            triggerRef.current.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col overflow-y-auto bg-slate-50 shadow-xl data-[state=open]:animate-[slide-in_200ms_ease-out]"
        >
          <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
            <Dialog.Title className="text-xl font-bold text-slate-900">Need help now</Dialog.Title>
            <Dialog.Close className="rounded-lg p-2.5 hover:bg-slate-100" aria-label="Close help">
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div className="space-y-6 p-4">
            <Dialog.Description className="text-slate-800">
              You do not have to go through this alone. If you might act on thoughts of harming yourself, call
              an emergency number or a crisis line now.
            </Dialog.Description>
            <CrisisLinesSection />
            <TrustedPersonCard />
            <GroundingExercise />
            <section aria-labelledby="help-now-breathe" className="space-y-1">
              <h3
                id="help-now-breathe"
                className="flex items-center gap-2 text-base font-bold text-slate-900"
              >
                <Wind aria-hidden="true" className="h-5 w-5 text-teal-700" /> Breathe with the circle
              </h3>
              <StepPacer pacer={PACED_BREATHING} />
            </section>
            <p className="text-sm text-slate-600">
              Design Your Life is a self-help tool, not a crisis or emergency service, and it cannot tell what
              you are going through.
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
