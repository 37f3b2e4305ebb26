import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { ThemeSwitch } from '@client/features/theme/components/theme-switch';
import { useHereAsNext, wayInPath } from '@client/features/account/return-to';
import { visitorMenuLinks, type NavLink } from './nav-links';
import { DialogOverlay } from '@client/components/ui/dialog-overlay';

const itemClasses = 'block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100';

export interface MobileMenuDialogProps {
  links: NavLink[];
  signedIn: boolean;
  onLogout: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu: focus returns there on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The slide-in menu itself, loaded with Radix Dialog on the first tap of the menu button. */
export function MobileMenuDialog({
  links,
  signedIn,
  onLogout,
  open,
  onOpenChange,
  triggerRef,
}: MobileMenuDialogProps) {
  const close = () => onOpenChange(false);
  const here = useHereAsNext();
  const menuLinks = signedIn ? links : [...links, ...visitorMenuLinks];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay className="md:hidden" />
        <Dialog.Content
          id="mobile-menu"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white p-4 shadow-xl data-[state=open]:animate-[slide-in_200ms_ease-out] md:hidden"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-slate-900">Menu</Dialog.Title>
            <Dialog.Close className="rounded-lg p-2 hover:bg-slate-100" aria-label="Close menu">
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {menuLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={itemClasses} onClick={close}>
                    {link.menuLabel ?? link.label}
                  </Link>
                </li>
              ))}
              {signedIn ? (
                <li>
                  <button
                    type="button"
                    className={`${itemClasses} w-full text-left`}
                    onClick={() => (close(), onLogout())}
                  >
                    Logout
                  </button>
                </li>
              ) : (
                <>
                  <li>
                    <Link to={wayInPath('/login', here)} className={itemClasses} onClick={close}>
                      Login
                    </Link>
                  </li>
                  <li>
                    <Link to={wayInPath('/register', here)} className={itemClasses} onClick={close}>
                      Sign Up
                    </Link>
                  </li>
                </>
              )}
            </ul>
          </nav>
          <div className="mt-6 space-y-2 border-t border-slate-200 pt-4">
            <p className="text-sm font-semibold text-slate-900">Theme</p>
            <ThemeSwitch />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
