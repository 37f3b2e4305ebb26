import { cn } from '@client/lib/class-names';
import { initialsOf } from './community-format';

/** A member's picture, or their initials when they have none. */
export function MemberAvatar({
  name,
  avatarUrl,
  size = 'sm',
}: {
  name: string;
  avatarUrl: string | null;
  size?: 'sm' | 'lg';
}) {
  const box = size === 'lg' ? 'h-20 w-20 text-2xl' : 'h-9 w-9 text-sm';
  if (avatarUrl) {
    return <img src={avatarUrl} alt="" className={cn('shrink-0 rounded-full object-cover', box)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-teal-100 font-semibold text-teal-900',
        box,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
