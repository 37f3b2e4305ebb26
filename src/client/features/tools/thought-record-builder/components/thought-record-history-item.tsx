import { ChevronDown, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import {
  thoughtRecordChange,
  type RatedChange,
  type ThoughtRecord,
} from '@shared/tools/thought-records/thought-record-change';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { cn } from '@client/lib/class-names';
import { DeleteEntryButton } from '../../components/delete-entry-button';
import { distortionInfo } from '../cognitive-distortion-info';
import { formatRatedChange } from '../format-change';

function ChangeList({ title, items, quote }: { title: string; items: RatedChange[]; quote: boolean }) {
  return (
    <div>
      <p className="text-sm font-medium text-slate-700">{title}</p>
      <ul className="mt-1 space-y-1">
        {items.map((item, index) => (
          <li key={index} className="flex flex-wrap items-baseline justify-between gap-x-3 text-slate-800">
            <span className="min-w-0 break-words">{quote ? `“${item.label}”` : item.label}</span>
            <span
              className={cn(
                'shrink-0 font-semibold tabular-nums',
                item.change !== null && item.change < 0 ? 'text-teal-800' : 'text-slate-700',
              )}
            >
              {formatRatedChange(item)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Detail({ label, text }: { label: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <div>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="whitespace-pre-wrap break-words text-slate-800">{text}</dd>
    </div>
  );
}

interface ThoughtRecordHistoryItemProps {
  record: ThoughtRecord;
  onEdit: () => void;
  /** Opening the record would replace an unfinished one in the wizard, so ask first. */
  confirmBeforeEdit: boolean;
  onDelete: () => void;
}

const editButton = (onClick?: () => void) => (
  <Button variant="ghost" size="sm" onClick={onClick}>
    <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
  </Button>
);

/** One saved record: what changed, the full record on request, edit and delete. */
export function ThoughtRecordHistoryItem({
  record,
  onEdit,
  confirmBeforeEdit,
  onDelete,
}: ThoughtRecordHistoryItemProps) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const change = thoughtRecordChange(record);
  const hasDetails =
    record.situation.length > 160 ||
    record.distortions.length > 0 ||
    Boolean(record.evidenceFor || record.evidenceAgainst || record.balancedThought);

  return (
    <article className="space-y-3">
      <p className="line-clamp-3 break-words font-medium text-slate-900">{record.situation}</p>
      <ChangeList title="Belief in each thought" items={change.thoughts} quote />
      <ChangeList title="Emotions" items={change.emotions} quote={false} />
      {open ? (
        <dl id={detailId} className="space-y-3 rounded-xl bg-slate-50 p-4">
          {record.situation.length > 160 ? <Detail label="Situation" text={record.situation} /> : null}
          {record.distortions.length > 0 ? (
            <Detail
              label="Thinking traps"
              text={record.distortions.map((d) => distortionInfo[d].label).join(', ')}
            />
          ) : null}
          <Detail label="Evidence for" text={record.evidenceFor} />
          <Detail label="Evidence against" text={record.evidenceAgainst} />
          <Detail label="Balanced thought" text={record.balancedThought} />
        </dl>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {hasDetails ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={open ? detailId : undefined}
            onClick={() => setOpen((value) => !value)}
          >
            <ChevronDown
              aria-hidden="true"
              className={cn('h-4 w-4 motion-safe:transition-transform', open && 'rotate-180')}
            />
            {open ? 'Hide details' : 'Show details'}
          </Button>
        ) : null}
        {confirmBeforeEdit ? (
          <ConfirmDialog
            trigger={editButton()}
            title="Set aside your unfinished record?"
            description="The record you are writing will be cleared so you can edit this one."
            confirmLabel="Edit this record"
            destructive={false}
            onConfirm={onEdit}
          />
        ) : (
          editButton(onEdit)
        )}
        <DeleteEntryButton
          title="Delete this thought record?"
          description="It will be gone for good."
          onConfirm={onDelete}
        />
      </div>
    </article>
  );
}
