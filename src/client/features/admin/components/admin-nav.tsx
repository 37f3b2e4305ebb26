import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@client/lib/class-names';

export const adminSections = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/users', label: 'Members' },
  { to: '/admin/content', label: 'Content' },
  { to: '/admin/pages', label: 'Pages' },
  { to: '/admin/layout', label: 'Home layout' },
  { to: '/admin/media', label: 'Media' },
  { to: '/admin/community', label: 'Community' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/audit', label: 'Audit' },
] as const;

function Links({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  // The dashboard is /admin with or without a trailing slash; the other sections match their prefix.
  const onDashboard = pathname.replace(/\/$/, '') === '/admin';
  return (
    <ul className="space-y-1">
      {adminSections.map((section) => (
        <li key={section.to}>
          <NavLink
            to={section.to}
            end={'end' in section}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'block rounded-lg px-3 py-2 text-sm font-medium',
                ('end' in section ? onDashboard : isActive)
                  ? 'bg-teal-700 text-white'
                  : 'text-slate-700 hover:bg-slate-100',
              )
            }
          >
            {section.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The admin side navigation; below the lg breakpoint it folds into a menu button. */
export function AdminNav() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const current =
    [...adminSections].reverse().find((s) => pathname === s.to || pathname.startsWith(`${s.to}/`))?.label ??
    'Dashboard';
  return (
    <nav aria-label="Admin" className="lg:w-52 lg:shrink-0">
      <div className="lg:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="admin-menu"
          onClick={() => setOpen((v) => !v)}
          className="flex h-11 w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-4 text-left font-medium text-slate-900"
        >
          <span>Admin menu: {current}</span>
          <span aria-hidden="true">{open ? '▲' : '▼'}</span>
        </button>
        {open ? (
          <div id="admin-menu" className="mt-2 rounded-lg border border-slate-200 bg-white p-2 shadow-sm">
            <Links onNavigate={() => setOpen(false)} />
          </div>
        ) : null}
      </div>
      <div className="hidden lg:block">
        <Links />
      </div>
    </nav>
  );
}
