import { Sprout } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { Button } from '@client/components/ui/button';
import { AskFirst } from '@client/components/ui/confirm-dialog';
import { ChunkBoundary } from '@client/components/ui/chunk-boundary';
import { cn } from '@client/lib/class-names';
import { clearOutbox, outboxOwner, waitingEntriesOf } from '@client/lib/entry-outbox';
import { lazyChunk } from '@client/lib/lazy-chunk';
import { leaveSignedOut } from '@client/features/account/session-expiry';
import { useSignOut } from '@client/features/account/api/sign-out';
import { useSession } from '@client/features/account/use-session';
import { useHereAsNext, wayInPath } from '@client/features/account/return-to';
import { FocusTimerDockSlot } from '@client/features/focus-timer/components/focus-timer-widget-slot';
import { ThemeSwitch } from '@client/features/theme/components/theme-switch';
import { HelpNowButton } from '@client/features/help-now/components/help-now-button';
import { MobileMenu } from './mobile-menu';
import { navLinksFor } from './nav-links';

// The bell is for members only: its code loads after the first page, outside the visitor's bundle.
const NotificationBell = lazyChunk(
  async () => (await import('@client/features/community/components/notification-bell')).NotificationBell,
);

/** The bell, or its empty place while its code downloads (or, offline, until it can). */
function LazyNotificationBell({ placeholder }: { placeholder: string }) {
  const empty = <span className={placeholder} />;
  return (
    <ChunkBoundary loading={empty} quiet={empty}>
      <NotificationBell />
    </ChunkBoundary>
  );
}

export function Brand() {
  return (
    // One line on a 390 px phone beside Help, the bell and the menu: a step smaller there.
    <Link
      to="/"
      className="flex items-center gap-1.5 whitespace-nowrap text-base font-bold text-slate-900 min-[400px]:gap-2 min-[400px]:text-lg"
    >
      <Sprout aria-hidden="true" className="h-6 w-6 text-teal-700" />
      Design Your Life
    </Link>
  );
}

/**
 * Signs out, then loads the home page afresh. A full load, not a client-side route change: it drops
 * everything the previous member had in memory, and no protected page is left on screen to send them
 * to /login once the client forgets who they were. The device's outbox goes too; when entries are still
 * waiting to send, the member is asked first (`confirmation`, to render once).
 */
export function useLogout() {
  const signOut = useSignOut();
  // How many entries wait to send, read from the device when Logout is pressed (null: not asking).
  const [asking, setAsking] = useState<number | null>(null);
  const header = useRef<HTMLElement>(null);
  const leave = () =>
    signOut.mutate(undefined, {
      onSuccess: () => void clearOutbox().finally(() => leaveSignedOut()),
    });
  const confirmation = (
    <AskFirst
      open={asking !== null}
      onOpenChange={(open) => setAsking(open ? asking : null)}
      returnFocusTo={header}
      title={asking === 1 ? 'An entry has not been sent' : `${asking ?? 0} entries have not been sent`}
      description={
        asking === 1
          ? 'It was written while offline and is kept on this device only. Logging out now deletes it. Stay logged in and it will be sent as soon as the connection is back.'
          : 'They were written while offline and are kept on this device only. Logging out now deletes them. Stay logged in and they will be sent as soon as the connection is back.'
      }
      confirmLabel={asking === 1 ? 'Log out and delete it' : 'Log out and delete them'}
      cancelLabel="Stay logged in"
      onConfirm={leave}
    />
  );
  const logout = async () => {
    const owner = outboxOwner();
    const waiting = owner ? (await waitingEntriesOf(owner).catch(() => [])).length : 0;
    if (waiting > 0) setAsking(waiting);
    else leave();
  };
  return { logout: () => void logout(), confirmation, header };
}

export function Header() {
  const { user, isAdmin, unreachable } = useSession();
  const links = navLinksFor({ signedIn: Boolean(user), isAdmin });
  const { logout, confirmation, header } = useLogout();
  // Login and Sign Up return to the page the visitor was reading.
  const here = useHereAsNext();
  return (
    <>
      <header ref={header} className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Brand />
          <div className="flex items-center gap-2">
            {/* One tap from every page, on a phone too: the help panel (crisis lines, grounding, breathing). */}
            <HelpNowButton />
            <nav aria-label="Main" className="hidden md:block">
              <ul className="flex items-center gap-1">
                {links.map((link) => (
                  <li key={link.to}>
                    <RouterNavLink
                      to={link.to}
                      className={({ isActive }) =>
                        cn(
                          'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100',
                          isActive && 'bg-teal-50 text-teal-900',
                        )
                      }
                    >
                      {link.label}
                    </RouterNavLink>
                  </li>
                ))}
                <li className="px-1">
                  <ThemeSwitch compact />
                </li>
                {user ? (
                  <li>
                    <LazyNotificationBell placeholder="block h-9 w-9" />
                  </li>
                ) : null}
                {user ? (
                  <li>
                    <Button variant="ghost" size="sm" onClick={logout}>
                      Logout
                    </Button>
                  </li>
                ) : unreachable ? null : (
                  // Offline, who is signed in is not known: a member is not invited to log in again.
                  <>
                    <li>
                      <Button asChild variant="ghost" size="sm">
                        <Link to={wayInPath('/login', here)}>Login</Link>
                      </Button>
                    </li>
                    <li>
                      <Button asChild size="sm">
                        <Link to={wayInPath('/register', here)}>Sign Up</Link>
                      </Button>
                    </li>
                  </>
                )}
              </ul>
            </nav>
            <div className="flex items-center gap-1 md:hidden">
              {user ? <LazyNotificationBell placeholder="h-9 w-9" /> : null}
              <MobileMenu links={links} signedIn={Boolean(user)} onLogout={logout} />
            </div>
          </div>
        </div>
      </header>
      {confirmation}
      {/* A running focus timer docks here on a desktop: in the flow, so it covers nothing. */}
      <FocusTimerDockSlot />
    </>
  );
}
