import { Menu } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { ChunkBoundary } from '@client/components/ui/chunk-boundary';
import { lazyChunk } from '@client/lib/lazy-chunk';
import type { NavLink } from './nav-links';

// Radix Dialog and its focus and scroll locks stay out of the first load until the menu is first opened.
const MobileMenuDialog = lazyChunk(async () => (await import('./mobile-menu-dialog')).MobileMenuDialog);

/** Where the menu would be, when its code could not download: the panel that brings it back, and a way out. */
function MenuLoadFailed({ panel, onClose }: { panel: ReactNode; onClose: () => void }) {
  return (
    <div
      id="mobile-menu"
      className="fixed inset-x-0 top-16 z-50 space-y-3 bg-slate-50 p-4 shadow-xl md:hidden"
    >
      {panel}
      <div className="flex justify-center">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

/** Below 768 px: a slide-in menu with the header's links (the admin link reads 'Admin Panel'). */
export function MobileMenu({
  links,
  signedIn,
  onLogout,
}: {
  links: NavLink[];
  signedIn: boolean;
  onLogout: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="rounded-lg p-2 text-slate-800 hover:bg-slate-100 md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </button>
      {wanted ? (
        // Offline, the menu's code may not be here yet: the panel says so in the menu's place (the header and
        // the page stay), and the menu opens by itself once the connection is back.
        <ChunkBoundary
          what="The menu"
          frame={(panel) => (open ? <MenuLoadFailed panel={panel} onClose={() => setOpen(false)} /> : null)}
        >
          <MobileMenuDialog
            links={links}
            signedIn={signedIn}
            onLogout={onLogout}
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
          />
        </ChunkBoundary>
      ) : null}
    </>
  );
}
