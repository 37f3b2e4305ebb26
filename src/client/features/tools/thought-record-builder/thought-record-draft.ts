import * as z from '@shared/api/zod-mini';
import {
  cognitiveDistortions,
  thoughtRecordEntrySchema,
} from '@shared/tools/entries/thought-record-builder.schemas';
import type { ThoughtRecord } from '@shared/tools/thought-records/thought-record-change';

export const STEP_COUNT = 7;
export const MAX_ITEMS = 10;
export const DEFAULT_RATING = 50;

const rating = z.number().check(z.int(), z.minimum(0), z.maximum(100));

/** The wizard's working copy: everything as typed, re-ratings by index (null until the member moves them). */
export const thoughtRecordDraftSchema = z.object({
  step: z.number().check(z.int(), z.minimum(1), z.maximum(STEP_COUNT)),
  editingId: z.nullable(z.string()),
  situation: z.string(),
  automaticThoughts: z.array(z.object({ text: z.string(), belief: rating })).check(z.maxLength(MAX_ITEMS)),
  emotions: z.array(z.object({ name: z.string(), intensity: rating })).check(z.maxLength(MAX_ITEMS)),
  distortions: z.array(z.enum(cognitiveDistortions)),
  evidenceFor: z.string(),
  evidenceAgainst: z.string(),
  balancedThought: z.string(),
  rerateBeliefs: z.array(z.nullable(rating)).check(z.maxLength(MAX_ITEMS)),
  rerateEmotions: z.array(z.nullable(rating)).check(z.maxLength(MAX_ITEMS)),
});
export type ThoughtRecordDraft = z.infer<typeof thoughtRecordDraftSchema>;

export function emptyDraft(): ThoughtRecordDraft {
  return {
    step: 1,
    editingId: null,
    situation: '',
    automaticThoughts: [{ text: '', belief: DEFAULT_RATING }],
    emotions: [],
    distortions: [],
    evidenceFor: '',
    evidenceAgainst: '',
    balancedThought: '',
    rerateBeliefs: [],
    rerateEmotions: [],
  };
}

/** Whether the member has typed or chosen anything worth keeping. */
export function isDraftStarted(draft: ThoughtRecordDraft): boolean {
  return (
    draft.situation.trim() !== '' ||
    draft.automaticThoughts.some((t) => t.text.trim() !== '') ||
    draft.emotions.length > 0 ||
    draft.distortions.length > 0 ||
    draft.evidenceFor.trim() !== '' ||
    draft.evidenceAgainst.trim() !== '' ||
    draft.balancedThought.trim() !== ''
  );
}

/** Whether a kept draft is unfinished work to come back to: a record being edited, or a new one begun. */
export function isDraftUnfinished(draft: ThoughtRecordDraft): boolean {
  return draft.editingId !== null || isDraftStarted(draft);
}

/** Opens a saved record in the wizard, at the first step. */
export function draftFromRecord(id: string, record: ThoughtRecord): ThoughtRecordDraft {
  return {
    step: 1,
    editingId: id,
    situation: record.situation,
    automaticThoughts: record.automaticThoughts.map((t) => ({ ...t })),
    emotions: record.emotions.map((e) => ({ ...e })),
    distortions: [...record.distortions],
    evidenceFor: record.evidenceFor ?? '',
    evidenceAgainst: record.evidenceAgainst ?? '',
    balancedThought: record.balancedThought ?? '',
    rerateBeliefs: record.automaticThoughts.map((_, i) => record.rerate?.beliefs[i] ?? null),
    rerateEmotions: record.emotions.map((_, i) => record.rerate?.emotions[i] ?? null),
  };
}

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

/** The entry data the draft stands for; a re-rating left untouched keeps its first rating. */
export function draftToData(draft: ThoughtRecordDraft): ThoughtRecord {
  return {
    situation: draft.situation,
    automaticThoughts: draft.automaticThoughts,
    emotions: draft.emotions,
    distortions: draft.distortions,
    evidenceFor: blankToUndefined(draft.evidenceFor),
    evidenceAgainst: blankToUndefined(draft.evidenceAgainst),
    balancedThought: blankToUndefined(draft.balancedThought),
    rerate: {
      beliefs: draft.automaticThoughts.map((t, i) => draft.rerateBeliefs[i] ?? t.belief),
      emotions: draft.emotions.map((e, i) => draft.rerateEmotions[i] ?? e.intensity),
    },
  };
}

type RecordField = keyof ThoughtRecord;

/** Which fields of the record each step asks for (step n at index n − 1). */
export const stepFields: readonly (readonly RecordField[])[] = [
  ['situation'],
  ['automaticThoughts'],
  ['emotions'],
  ['distortions'],
  ['evidenceFor', 'evidenceAgainst'],
  ['balancedThought'],
  ['rerate'],
];

export type FieldErrors = Record<string, string>;

function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The field messages that stop the member leaving a step, checked by the shared schema. */
export function validateStep(step: number, draft: ThoughtRecordDraft): FieldErrors {
  const fields: readonly PropertyKey[] = stepFields[step - 1] ?? [];
  const parsed = thoughtRecordEntrySchema.safeParse(draftToData(draft));
  if (parsed.success) return {};
  return issuesToErrors(parsed.error.issues.filter((issue) => fields.includes(issue.path[0] ?? '')));
}

/** The whole draft, checked by the shared schema before it is sent. */
export function validateDraft(
  draft: ThoughtRecordDraft,
): { ok: true; data: ThoughtRecord } | { ok: false; errors: FieldErrors } {
  const parsed = thoughtRecordEntrySchema.safeParse(draftToData(draft));
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: issuesToErrors(parsed.error.issues) };
}

/** The first step that asks for a field named in an error key such as "automaticThoughts.0.text". */
export function stepOfField(key: string): number | null {
  const field = key.replace(/^data\./, '').split('.')[0];
  const index = stepFields.findIndex((fields) => fields.some((f) => f === field));
  return index === -1 ? null : index + 1;
}
