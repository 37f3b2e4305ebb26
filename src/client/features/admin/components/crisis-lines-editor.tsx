import { ArrowDown, ArrowUp, ChevronDown, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  crisisLinesInputSchema,
  type CrisisLine,
  type CrisisLineInput,
} from '@shared/help/crisis-lines.schemas';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { toast, toastError } from '@client/components/ui/toast-store';
import { ApiRequestError } from '@client/lib/api-client';
import { formatDay, formatPattern } from '@client/lib/format-date';
import { useSaveCrisisLines } from '../api/crisis-lines';

/** A line as the form holds it: every optional field as text ('' for none). */
type DraftLine = { key: string } & {
  [K in keyof CrisisLineInput]: CrisisLineInput[K] extends boolean ? boolean : string;
};

const OPTIONAL = ['phone', 'sms', 'smsKeyword', 'url', 'checkedOn'] as const;
let nextKey = 0;
const newKey = () => `line-${(nextKey += 1)}`;

const toDraft = (line: CrisisLineInput): DraftLine => ({
  key: newKey(),
  ...line,
  phone: line.phone ?? '',
  sms: line.sms ?? '',
  smsKeyword: line.smsKeyword ?? '',
  url: line.url ?? '',
  checkedOn: line.checkedOn ?? '',
});

function toInput({ key: _key, ...draft }: DraftLine): CrisisLineInput {
  const line = { ...draft } as Record<string, unknown>;
  for (const field of OPTIONAL) line[field] = draft[field].trim() === '' ? null : draft[field].trim();
  return line as CrisisLineInput;
}

const blankLine = (): DraftLine => ({
  key: newKey(),
  countryCode: '',
  countryName: '',
  name: '',
  isEmergency: false,
  phone: '',
  sms: '',
  smsKeyword: '',
  url: '',
  description: '',
  sourceUrl: 'https://',
  checkedOn: '',
});

const TEXT_FIELDS: { field: Exclude<keyof CrisisLineInput, 'isEmergency'>; label: string; hint?: string }[] =
  [
    { field: 'countryCode', label: 'Country code', hint: 'Two letters, e.g. GB.' },
    { field: 'countryName', label: 'Country' },
    { field: 'name', label: 'Name' },
    { field: 'phone', label: 'Phone number' },
    { field: 'sms', label: 'Text number' },
    { field: 'smsKeyword', label: 'Text keyword', hint: 'What to text, if the line asks for a word.' },
    { field: 'url', label: 'Web address' },
    { field: 'description', label: 'Description', hint: 'When it is open, what it costs.' },
    { field: 'sourceUrl', label: 'Source', hint: 'The page where the organisation publishes this number.' },
    { field: 'checkedOn', label: 'Checked on', hint: 'The day you checked the number at its source.' },
  ];

/** Messages by "index.field", from the shared schema (before saving) or the server's answer. */
function errorsOf(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([path, message]) => {
      const match = /^lines\.(\d+)\.(\w+)$/.exec(path);
      return match ? [[`${match[1]}.${match[2]}`, message]] : [];
    }),
  );
}

/** The admin's editor of the help panel's crisis lines: edit, reorder, add or remove, then save the list. */
export function CrisisLinesEditor({ lines }: { lines: CrisisLine[] }) {
  const [draft, setDraft] = useState<DraftLine[]>(() => lines.map(({ id: _id, ...line }) => toDraft(line)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [listError, setListError] = useState('');
  const save = useSaveCrisisLines();
  const today = formatPattern(new Date(), 'yyyy-MM-dd');

  const update = (index: number, change: Partial<DraftLine>) =>
    setDraft((current) => current.map((line, i) => (i === index ? { ...line, ...change } : line)));
  const move = (index: number, by: number) =>
    setDraft((current) => {
      const next = [...current];
      const [line] = next.splice(index, 1);
      next.splice(index + by, 0, line!);
      return next;
    });

  const submit = async () => {
    const input = { lines: draft.map(toInput) };
    const checked = crisisLinesInputSchema.safeParse(input);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[issue.path.join('.')] ??= issue.message;
      setErrors(errorsOf(fields));
      setListError(fields.lines ?? 'Some lines need a look: see the messages below.');
      return;
    }
    try {
      await save.mutateAsync(checked.data);
      setErrors({});
      setListError('');
      toast({ title: 'Crisis lines saved', description: 'The help panel shows them from now on.' });
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(errorsOf(error.fields));
      toastError('Error saving crisis lines', error);
    }
  };

  return (
    <div className="space-y-4">
      {listError ? (
        <p role="alert" className="font-medium text-red-700">
          {listError}
        </p>
      ) : null}
      <ol className="space-y-3">
        {draft.map((line, index) => (
          <li key={line.key}>
            <details className="group rounded-xl bg-white ring-1 ring-slate-200" open={line.name === ''}>
              <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 [&::-webkit-details-marker]:hidden">
                <ChevronDown
                  aria-hidden="true"
                  className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
                />
                <span className="font-semibold text-slate-900">
                  {line.countryCode || '??'} · {line.name || 'New line'}
                </span>
                <span
                  className={line.checkedOn ? 'text-sm text-slate-600' : 'text-sm font-medium text-amber-800'}
                >
                  {line.checkedOn ? `checked ${formatDay(line.checkedOn)}` : 'not checked yet'}
                </span>
                {Object.keys(errors).some((key) => key.startsWith(`${index}.`)) ? (
                  <span className="text-sm font-medium text-red-700">needs a look</span>
                ) : null}
              </summary>
              <div className="space-y-4 border-t border-slate-200 p-4">
                <div className="grid gap-4 sm:grid-cols-2">
                  {TEXT_FIELDS.map(({ field, label, hint }) => (
                    <FormField key={field} label={label} hint={hint} error={errors[`${index}.${field}`]}>
                      <Input
                        type={field === 'checkedOn' ? 'date' : 'text'}
                        value={line[field]}
                        onChange={(event) => update(index, { [field]: event.target.value })}
                      />
                    </FormField>
                  ))}
                </div>
                <label className="flex items-center gap-3 text-slate-800">
                  <input
                    type="checkbox"
                    className="h-6 w-6 shrink-0 accent-teal-700"
                    checked={line.isEmergency}
                    onChange={(event) => update(index, { isEmergency: event.target.checked })}
                  />
                  An emergency number (shown first, in red)
                </label>
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" size="sm" onClick={() => update(index, { checkedOn: today })}>
                    Checked today
                  </Button>
                  <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => move(index, -1)}>
                    <ArrowUp aria-hidden="true" className="h-4 w-4" /> Move up
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === draft.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" className="h-4 w-4" /> Move down
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDraft((current) => current.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove
                  </Button>
                </div>
              </div>
            </details>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setDraft((current) => [...current, blankLine()])}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add a line
        </Button>
        <Button onClick={() => void submit()} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save crisis lines'}
        </Button>
      </div>
    </div>
  );
}
