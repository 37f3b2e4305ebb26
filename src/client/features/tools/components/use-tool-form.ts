import { useEffect, useRef, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import * as z from '@shared/api/zod-mini';
import { applyServerErrors } from '@client/lib/form-errors';
import { schemaResolver } from '@client/lib/schema-resolver';
import { useTabDraft } from '@client/lib/use-tab-draft';

/**
 * Where an issue of the schema that no field shows is kept: it still stops the save (the server would refuse
 * the entry too), as `errors._form`. Not "root": react-hook-form clears root errors before a submit.
 */
const UNPLACED_FIELD = '_form';

/** Said under a date field holding what is no day (31/02, a date half typed), which the input reads as ''. */
export const IMPOSSIBLE_DATE_MESSAGE = 'Enter a real date, like 26 Nov 2026 — or clear the field.';

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

interface FieldIssue {
  path: string;
  message: string;
}

const neverEmpty = () => false;
const asGiven = (values: unknown) => values;

/**
 * A tool form on react-hook-form: checked by the tool's shared schema through schemaResolver, its issues on the
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
  // The date inputs on screen: a browser gives '' for an impossible date, so only the input can tell it apart
  // from a cleared field (validity.badInput), and it is asked each time the form is checked.
  const dateInputs = useRef(new Map<Path<F>, HTMLInputElement>());

  const placeOf = (path: string, values: F): Path<F> | undefined => {
    const placed = fieldOf?.(path, values);
    if (placed !== undefined) return placed;
    const first = path.split('.')[0];
    return fields.find((field) => field === first);
  };

  /** The date fields holding what is no day, each with its message. */
  const impossibleDates = (): FieldIssue[] =>
    [...dateInputs.current].flatMap(([name, input]) =>
      input.validity.badInput ? [{ path: name, message: IMPOSSIBLE_DATE_MESSAGE }] : [],
    );

  /** An issue of the schema on the field that shows it (or kept as the form's), with the form's own words. */
  const placedIssue = (issue: z.core.$ZodIssue, values: F): FieldIssue => {
    const field = placeOf(issue.path.map(String).join('.'), values);
    const message = (field === undefined ? undefined : messages?.[field]) ?? issue.message;
    return { path: field ?? UNPLACED_FIELD, message };
  };

  // The shared schema, run on what the form holds, with each issue moved to the field that shows it.
  const formSchema = z.transform<F, D>((values, ctx) => {
    const parsed = z.safeParse(schema, toData(values));
    const schemaIssues = parsed.error?.issues.map((issue) => placedIssue(issue, values)) ?? [];
    const issues = [...impossibleDates(), ...schemaIssues];
    if (parsed.success && issues.length === 0) return parsed.data;
    for (const { path, message } of issues)
      ctx.issues.push({ code: 'custom', input: values, path: path.split('.'), message });
    return z.NEVER;
  });

  const form = useForm<F, unknown, D>({
    // Read once, when the form is made: the draft brought back from the tab, or the starting values.
    defaultValues: tabDraft.value as DefaultValues<F>,
    resolver: schemaResolver<F, D>(formSchema),
  });
  const { watch, getValues, handleSubmit, setError, reset, register } = form;
  const keepDraft = tabDraft.setValue;
  const resetDraft = tabDraft.reset;
  const drafting = (draft?.name ?? null) !== null;

  useEffect(() => {
    if (!drafting) return;
    const subscription = watch(() => keepDraft(structuredClone(getValues())));
    return () => subscription.unsubscribe();
  }, [drafting, watch, getValues, keepDraft]);

  /** A date field's props: `register`'s, with the input kept so an impossible date is refused, not saved as none. */
  const registerDate = (name: Path<F>) => {
    const registered = register(name);
    return {
      ...registered,
      ref: (input: HTMLInputElement | null) => {
        registered.ref(input);
        if (input) dateInputs.current.set(name, input);
        else dateInputs.current.delete(name);
      },
    };
  };

  /** Starts again after a save: from the starting values, or from what `next` keeps of the current ones. */
  const startAgain = (next?: (current: F) => F) => {
    const values = next ? next(getValues()) : options.values();
    reset(values);
    resetDraft(() => values);
  };

  /**
   * The <form>'s submit handler: checks the values and calls `save` with what the schema gave. When `save`
   * rejects with the server's refusal, its field messages go on the fields (the caller has shown the toast).
   * `onRefused` is told the fields' messages whenever the schema or the server refuses the values.
   */
  const submit =
    (save: (data: D, values: F) => Promise<unknown>, onRefused?: (errors: FieldErrors<F>) => void) =>
    (event?: BaseSyntheticEvent): Promise<void> =>
      handleSubmit(
        async (data) => {
          const values = getValues();
          try {
            await save(data, values);
          } catch (failure) {
            applyServerErrors(failure, setError, (serverField) =>
              serverField.startsWith('data.')
                ? placeOf(serverField.slice('data.'.length), values)
                : undefined,
            );
            onRefused?.(form.formState.errors);
          }
        },
        (errors) => onRefused?.(errors),
      )(event);

  return { form, submit, startAgain, registerDate, restored: tabDraft.restored };
}
