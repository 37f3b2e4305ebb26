import { schemaResolver } from '@client/lib/schema-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from '@shared/api/zod-mini';
import { skillInputSchema, type AdminSkill } from '@shared/admin/admin-content.schemas';
import { accessLevels, difficulties } from '@shared/content/content-levels';
import type { SkillCategory } from '@shared/content/content.schemas';
import { MarkdownContent } from '@client/components/content/markdown-content';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField } from '@client/components/ui/form-field';
import { Input, Select, Textarea } from '@client/components/ui/input';
import { toast, toastError } from '@client/components/ui/toast-store';
import { applyServerErrors } from '@client/lib/form-errors';
import { useCatalogWrite } from '../api/admin-writes';
import { createSkill } from '../api/create-skill';
import { updateSkill } from '../api/update-skill';
import { changedFields } from './changed-fields';
import { FormDialog } from './form-dialog';
import { idFieldHint, useIdFromTitle } from './use-id-from-title';

// Practice steps are edited one per line.
const formSchema = z.extend(z.omit(skillInputSchema, { practiceSteps: true, relatedToolIds: true }), {
  steps: z.string(),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const stepsOf = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Creates or edits a skill; the Markdown body is previewed live by the component members read it with. A new
 * skill's id follows its title until the admin edits it; an edit sends only the fields that changed.
 * `onSaved` gets the skill as saved (the list shows its category).
 */
export function SkillEditorDialog({
  skill,
  categories,
  defaultCategoryId,
  onClose,
  onSaved,
}: {
  skill: AdminSkill | null;
  categories: SkillCategory[];
  defaultCategoryId: string;
  onClose: () => void;
  onSaved?: (saved: AdminSkill) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const save = useCatalogWrite(({ id, steps, ...rest }: FormOutput) => {
    const fields = { ...rest, practiceSteps: stepsOf(steps) };
    return skill ? updateSkill(id, changedFields(skill, fields)) : createSkill({ id, ...fields });
  });
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: schemaResolver(formSchema),
    defaultValues: skill
      ? { ...skill, steps: skill.practiceSteps.join('\n') }
      : {
          id: '',
          categoryId: defaultCategoryId,
          title: '',
          summary: '',
          body: '',
          steps: '',
          difficulty: 'beginner',
          accessLevel: 'free',
          estimatedMinutes: 5,
        },
  });
  const { register, formState, watch } = form;
  const body = watch('body') ?? '';
  const idFromTitle = useIdFromTitle(skill === null, (id) =>
    form.setValue('id', id, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
  );
  const onSubmit = form.handleSubmit(async (values) => {
    const { id: _id, steps, ...rest } = values;
    if (skill && Object.keys(changedFields(skill, { ...rest, practiceSteps: stepsOf(steps) })).length === 0) {
      toast({ title: 'No changes to save' });
      onClose();
      return;
    }
    try {
      const saved = await save.mutateAsync(values);
      const category = categories.find((c) => c.id === saved.categoryId);
      toast({
        title: skill ? 'Skill updated' : 'Skill created',
        ...(!skill && category ? { description: `In ${category.title}.` } : {}),
      });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['id', 'categoryId', 'title', 'summary', 'body']));
      toastError(skill ? 'Error updating skill' : 'Error creating skill', error);
    }
  });
  return (
    <FormDialog
      open
      wide
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={skill ? `Edit “${skill.title}”` : 'New skill'}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FormField label="Title" error={formState.errors.title?.message}>
            <Input {...register('title', { onChange: idFromTitle.handleTitleChange })} />
          </FormField>
          <FormField
            label="Id"
            error={formState.errors.id?.message}
            hint={idFieldHint({
              saved: skill ? 'The id is in the skill’s links and cannot change.' : null,
              follows: idFromTitle.follows,
              source: 'title',
            })}
          >
            <Input disabled={skill !== null} {...register('id', { onChange: idFromTitle.handleIdChange })} />
          </FormField>
          <FormField label="Category" error={formState.errors.categoryId?.message}>
            <Select {...register('categoryId')}>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Difficulty">
            <Select {...register('difficulty')}>
              {difficulties.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Access level">
            <Select {...register('accessLevel')}>
              {accessLevels.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Minutes" error={formState.errors.estimatedMinutes?.message}>
            <Input type="number" min={1} max={600} {...register('estimatedMinutes')} />
          </FormField>
        </div>
        <FormField label="Summary" error={formState.errors.summary?.message}>
          <Textarea rows={2} className="min-h-16" {...register('summary')} />
        </FormField>
        <FormField label="Practice steps" hint="One step per line.">
          <Textarea rows={4} className="min-h-24" {...register('steps')} />
        </FormField>
        <div className="grid gap-4 lg:grid-cols-2">
          <FormField label="Body (Markdown)" error={formState.errors.body?.message}>
            <Textarea rows={16} className="min-h-72 font-mono text-sm" {...register('body')} />
          </FormField>
          <section aria-label="Preview" className="space-y-1.5">
            <p className="text-sm font-medium text-slate-800">Preview</p>
            <div
              className="max-h-[28rem] overflow-y-auto rounded-lg border border-slate-200 p-4"
              data-testid="skill-preview"
            >
              <MarkdownContent markdown={body} />
            </div>
          </section>
        </div>
        <FormAlert message={formError} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            Save skill
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
