import { Link } from 'react-router';
import { Brand } from './header';
import { footerColumns } from './nav-links';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-4 gap-y-6 px-4 py-8 sm:grid-cols-3 sm:gap-8 sm:py-10">
        <div className="col-span-2 space-y-2 sm:col-span-1">
          <Brand />
          <p className="text-sm text-slate-700">
            Small, evidence-based steps toward a life that feels like yours.
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-900">{column.title}</h2>
            <ul className="mt-2 space-y-0.5">
              {column.links.map((link) => (
                <li key={link.to}>
                  {/* At least 24 × 24 px to tap (WCAG 2.2, 2.5.8). */}
                  <Link
                    to={link.to}
                    className="inline-flex min-h-8 min-w-8 items-center text-sm text-slate-700 hover:text-teal-800 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-sm text-slate-600">
        © 2025 Design Your Life
      </p>
    </footer>
  );
}
