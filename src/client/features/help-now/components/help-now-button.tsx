import { LifeBuoy } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { ChunkBoundary } from '@client/components/ui/chunk-boundary';
import { lazyChunk } from '@client/lib/lazy-chunk';
import { cn } from '@client/lib/class-names';
import { setHelpNowOpen, useHelpNowOpen } from '../help-now-store';

// The panel and Radix Dialog load on the first tap (or when the pointer or focus reaches the button); the
// service worker keeps their code from its install (index.html names it), so the panel opens offline too.
const HelpNowPanel = lazyChunk(async () => (await import('./help-now-panel')).HelpNowPanel);

/** If the panel's code cannot be had (offline before it was ever kept): the numbers that matter most. */
function PanelLoadFailed({ panel }: { panel: ReactNode }) {
  return (
    <div
      role="dialog"
      aria-label="Need help now"
      className="fixed inset-x-0 top-16 z-50 space-y-3 bg-rose-50 p-4 text-slate-900 shadow-xl"
    >
      <p className="font-semibold">
        If you are in danger, call your local emergency number now: 911 in the US and Canada, 999 or 112 in
        the UK, 112 in the EU. Crisis lines: 988 (US, Canada), 116 123 (UK, Ireland).
      </p>
      {panel}
      <Button variant="secondary" onClick={() => setHelpNowOpen(false)}>
        Close
      </Button>
    </div>
  );
}

/** "Need help now": in the header on every page (the phone layout too), one tap to the help panel. */
export function HelpNowButton({ className }: { className?: string }) {
  const open = useHelpNowOpen();
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const warm = () => void HelpNowPanel.preload().catch(() => undefined);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label="Need help now"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setWanted(true);
          setHelpNowOpen(true);
        }}
        className={cn(
          'inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-rose-800 ring-1 ring-inset ring-rose-200 hover:bg-rose-50 sm:px-3',
          className,
        )}
      >
        <LifeBuoy aria-hidden="true" className="h-5 w-5" />
        {/* The name is "Need help now" on every screen; a phone shows its first word, "Help". */}
        <span className="max-sm:hidden">Need help now</span>
        <span className="sm:hidden">Help</span>
      </button>
      {wanted || open ? (
        <ChunkBoundary
          what="The help panel"
          frame={(panel) => (open ? <PanelLoadFailed panel={panel} /> : null)}
        >
          <HelpNowPanel open={open} onOpenChange={setHelpNowOpen} triggerRef={triggerRef} />
        </ChunkBoundary>
      ) : null}
    </>
  );
}
