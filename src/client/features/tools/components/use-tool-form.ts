import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import * as z from '@shared/api/zod-mini';
import { applyServerErrors } from '@client/lib/form-errors';
import { useTabDraft } from '@client/lib/use-tab-draft';

/**
 * Where an issue of the schema that no field shows is kept: it still stops the save (the server would refuse
 * the entry too), as `errors._form`. Not "root": react-hook-form clears root errors before a submit.
 */
const UNPLACED_FIELD = '_form';

export interface ToolFormOptions<F extends FieldValues, D> {
  /** The tool's shared schema (or the part of it the form edits): the values pass it before they are saved. */
  schema: z.core.$ZodType<D>;
  /** The form's starting values: a new entry's, or those of the entry being edited. */
  values: () => F;
  /** The fields that show a message: an issue of the schema goes on the field named by its path's first step. */
  fields: readonly Path<F>[];
  /** What the schema checks, made from the form's values (a blank optional field left out); the values as given. */
  toData?: (values: F) => unknown;
  /**
   * The field a path of the schema ("schedule.days", "items.2") goes on when that is not its first step, given
   * the values checked; undefined falls back to the first step. Used for the server's field names too (without
   * their "data." prefix).
   */
  fieldOf?: (path: string, values: F) => Path<F> | undefined;
  /** A message shown instead of the schema's on a field the member has not filled in right (not the server's). */
  messages?: Partial<Record<Path<F>, string>>;
  /** Keeps a new entry in this tab while it is written (see useTabDraft); `name` null for an entry being edited. */
  draft?: { name: string | null; schema: z.core.$ZodType<F>; isEmpty: (values: F) => boolean };
}

const neverEmpty = () => false;
const asGiven = (values: unknown) => values;

/**
 * A tool form on react-hook-form: checked by the tool's shared schema through zodResolver, its issues on the
 * form's own fields; a new entry kept as a tab draft; and a save the server refuses (400 validation_failed)
 * puts the server's field messages on the fields. The caller's save still shows its toast.
 */
export function useToolForm<F extends FieldValues, D>(options: ToolFormOptions<F, D>) {
  const { schema, fields, toData = asGiven, fieldOf, messages, draft } = options;
  const tabDraft = useTabDraft<F>(
    draft?.name ?? null,
    draft?.schema ?? z.custom<F>(),
    options.values,
    draft?.isEmpty ?? neverEmpty,
  );

  const placeOf = (path: string, values: F): Path<F> | undefined => {
    const placed = fieldOf?.(path, values);
    if (placed !== undefined) return placed;
    const first = path.split('.')[0];
    return fields.find((field) => field === first);
  };

  // The shared schema, run on what the form holds, with each issue moved to the field that shows it.
  const formSchema = z.transform<F, D>((values, ctx) => {
    const parsed = z.safeParse(schema, toData(values));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = placeOf(issue.path.map(String).join('.'), values);
      ctx.issues.push({
        code: 'custom',
        input: values,
        path: (field ?? UNPLACED_FIELD).split('.'),
        message: (field === undefined ? undefined : messages?.[field]) ?? issue.message,
      });
    }
    return z.NEVER;
  });

  const form = useForm<F, unknown, D>({
    // Read once, when the form is made: the draft brought back from the tab, or the starting values.
    defaultValues: tabDraft.value as DefaultValues<F>,
    resolver: zodResolver(formSchema),
  });
  const { watch, getValues, handleSubmit, setError, reset } = form;
  const keepDraft = tabDraft.setValue;
  const resetDraft = tabDraft.reset;
  const drafting = (draft?.name ?? null) !== null;

  useEffect(() => {
    if (!drafting) return;
    const subscription = watch(() => keepDraft(structuredClone(getValues())));
    return () => subscription.unsubscribe();
  }, [drafting, watch, getValues, keepDraft]);

  /** Starts again after a save: from the starting values, or from what `next` keeps of the current ones. */
  const startAgain = (next?: (current: F) => F) => {
    const values = next ? next(getValues()) : options.values();
    reset(values);
    resetDraft(() => values);
  };

  /**
   * The <form>'s submit handler: checks the values and calls `save` with what the schema gave. When `save`
   * rejects with the server's refusal, its field messages go on the fields (the caller has shown the toast).
   */
  const submit =
    (save: (data: D, values: F) => Promise<unknown>) =>
    (event?: BaseSyntheticEvent): Promise<void> =>
      handleSubmit(async (data) => {
        const values = getValues();
        try {
          await save(data, values);
        } catch (failure) {
          applyServerErrors(failure, setError, (serverField) =>
            serverField.startsWith('data.') ? placeOf(serverField.slice('data.'.length), values) : undefined,
          );
        }
      })(event);

  return { form, submit, startAgain, restored: tabDraft.restored };
}
