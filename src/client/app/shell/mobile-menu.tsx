import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { NavLink } from './nav-links';

// Radix Dialog and its focus and scroll locks stay out of the first load until the menu is first opened.
const MobileMenuDialog = lazy(async () => ({
  default: (await import('./mobile-menu-dialog')).MobileMenuDialog,
}));

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
        <Suspense fallback={null}>
          <MobileMenuDialog
            links={links}
            signedIn={signedIn}
            onLogout={onLogout}
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
