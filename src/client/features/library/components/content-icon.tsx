import {
  BookOpen,
  Brain,
  CalendarCheck,
  CloudSun,
  Compass,
  HandHeart,
  HeartPulse,
  Leaf,
  NotebookPen,
  Sparkles,
  Sunrise,
  Target,
  Timer,
  Users,
  Wind,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

// The icons content may name; an unknown name falls back, so an admin's typo never breaks a page.
const icons: Record<string, LucideIcon> = {
  BookOpen,
  Brain,
  CalendarCheck,
  CloudSun,
  Compass,
  HandHeart,
  HeartPulse,
  Leaf,
  NotebookPen,
  Sparkles,
  Sunrise,
  Target,
  Timer,
  Users,
  Wind,
  Wrench,
};

export function ContentIcon({
  name,
  className,
  fallback = BookOpen,
}: {
  name: string;
  className?: string;
  fallback?: LucideIcon;
}) {
  const Icon = icons[name] ?? fallback;
  return <Icon aria-hidden="true" className={className} />;
}
