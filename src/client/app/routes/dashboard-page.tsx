import { BookOpen, LineChart, MessagesSquare, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@client/components/ui/page-header';
import { useSession } from '@client/features/session/use-session';

const places = [
  {
    to: '/library',
    title: 'Library',
    text: 'Learn a skill in ten minutes: mindfulness, emotional regulation, CBT and more.',
    Icon: BookOpen,
  },
  {
    to: '/tools',
    title: 'Tools',
    text: 'Put a skill to work: log gratitude, record a thought, breathe, plan a goal.',
    Icon: Wrench,
  },
  {
    to: '/progress',
    title: 'Progress',
    text: 'See your streaks and how far you have come.',
    Icon: LineChart,
  },
  {
    to: '/community',
    title: 'Community',
    text: 'Ask a question, share a win, encourage someone else.',
    Icon: MessagesSquare,
  },
];

export function DashboardPage() {
  const { profile } = useSession();
  return (
    <>
      <PageHeader
        title={`Welcome${profile ? `, ${profile.firstName}` : ''}`}
        description="What would help most today? One small step is enough."
      />
      <ul className="grid gap-4 sm:grid-cols-2">
        {places.map(({ to, title, text, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-teal-600"
            >
              <Icon aria-hidden="true" className="h-8 w-8 shrink-0 text-teal-700" />
              <span>
                <span className="block text-lg font-semibold text-slate-900">{title}</span>
                <span className="text-slate-700">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
