import { schemaResolver } from '@client/lib/schema-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from '@shared/api/zod-mini';
import { categoryInputSchema, toolInputSchema } from '@shared/admin/admin-content.schemas';
import { accessLevels } from '@shared/content/content-levels';
import type { SkillCategory, Tool } from '@shared/content/content.schemas';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-alert';
import { FormField } from '@client/components/ui/form-field';
import { Input, Select, Textarea } from '@client/components/ui/input';
import { toast, toastError } from '@client/components/ui/toast-store';
import { applyServerErrors } from '@client/lib/form-errors';
import { useCatalogWrite } from '../api/admin-writes';
import { createCategory } from '../api/create-category';
import { createTool } from '../api/create-tool';
import { updateCategory } from '../api/update-category';
import { updateTool } from '../api/update-tool';
import { changedFields } from './changed-fields';
import { FormDialog } from './form-dialog';
import { idFieldHint, useIdFromTitle } from './use-id-from-title';

// One form for a category or a tool: the same fields, with "title" or "name" as the label.
const formSchema = z.object({
  id: categoryInputSchema.shape.id,
  label: categoryInputSchema.shape.title,
  description: categoryInputSchema.shape.description,
  icon: toolInputSchema.shape.icon,
  accessLevel: categoryInputSchema.shape.accessLevel,
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

type Target = { kind: 'categories'; item: SkillCategory | null } | { kind: 'tools'; item: Tool | null };

const nouns = { categories: 'Category', tools: 'Tool' } as const;

/** What an edit changed, in the fields of the item's own PATCH (a category's title, a tool's name). */
function editOf(target: Target, { id: _id, label, ...rest }: FormOutput) {
  if (target.kind === 'categories') {
    return target.item ? changedFields(target.item, { title: label, ...rest }) : {};
  }
  return target.item ? changedFields(target.item, { name: label, ...rest }) : {};
}

/** Creates or edits a category or a tool; a new one's id follows its title, an edit sends what changed. */
export function CatalogItemDialog({ target, onClose }: { target: Target; onClose: () => void }) {
  const noun = nouns[target.kind];
  const existing = target.item;
  const [formError, setFormError] = useState<string | null>(null);
  const save = useCatalogWrite(async (values: FormOutput) => {
    const { id, label, ...rest } = values;
    if (target.kind === 'categories') {
      return target.item
        ? updateCategory(id, editOf(target, values))
        : createCategory({ id, title: label, ...rest });
    }
    return target.item ? updateTool(id, editOf(target, values)) : createTool({ id, name: label, ...rest });
  });
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: schemaResolver(formSchema),
    defaultValues: existing
      ? {
          id: existing.id,
          label: 'title' in existing ? existing.title : existing.name,
          description: existing.description,
          icon: existing.icon,
          accessLevel: existing.accessLevel,
        }
      : {
          id: '',
          label: '',
          description: '',
          icon: target.kind === 'tools' ? 'Wrench' : 'BookOpen',
          accessLevel: 'free',
        },
  });
  const { register, formState } = form;
  const idFromTitle = useIdFromTitle(existing === null, (id) =>
    form.setValue('id', id, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
  );
  const onSubmit = form.handleSubmit(async (values) => {
    const verb = existing ? 'updated' : 'created';
    if (existing && Object.keys(editOf(target, values)).length === 0) {
      toast({ title: 'No changes to save' });
      onClose();
      return;
    }
    try {
      await save.mutateAsync(values);
      toast({ title: `${noun} ${verb}` });
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['id', 'description', 'icon']));
      toastError(`Error ${existing ? 'updating' : 'creating'} ${noun.toLowerCase()}`, error);
    }
  });
  return (
    <FormDialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={existing ? `Edit ${noun.toLowerCase()}` : `New ${noun.toLowerCase()}`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label={target.kind === 'tools' ? 'Name' : 'Title'} error={formState.errors.label?.message}>
          <Input {...register('label', { onChange: idFromTitle.handleTitleChange })} />
        </FormField>
        <FormField
          label="Id"
          error={formState.errors.id?.message}
          hint={idFieldHint({
            saved: existing ? 'The id is in links and cannot change.' : null,
            follows: idFromTitle.follows,
            source: target.kind === 'tools' ? 'name' : 'title',
          })}
        >
          <Input disabled={existing !== null} {...register('id', { onChange: idFromTitle.handleIdChange })} />
        </FormField>
        <FormField label="Description" error={formState.errors.description?.message}>
          <Textarea rows={3} className="min-h-20" {...register('description')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Icon" error={formState.errors.icon?.message} hint="A Lucide icon name.">
            <Input {...register('icon')} />
          </FormField>
          <FormField label="Access level">
            <Select {...register('accessLevel')}>
              {accessLevels.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <FormAlert message={formError} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            Save
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
