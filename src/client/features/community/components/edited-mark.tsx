import { formatDate } from '@client/lib/format-date';
import { relativeTime } from './community-format';

/** "Edited 5 minutes ago", the exact time on hover and for assistive technology. */
export function EditedMark({ editedAt }: { editedAt: string }) {
  const exact = formatDate(new Date(editedAt), 'EEE d MMM yyyy, HH:mm');
  return (
    <p className="text-xs text-slate-600">
      Edited{' '}
      <time dateTime={editedAt} title={exact}>
        {relativeTime(editedAt)}
      </time>
    </p>
  );
}
