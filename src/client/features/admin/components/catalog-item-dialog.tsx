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
import { FormDialog } from './form-dialog';

// One form for a category or a tool: the same fields, with "title" or "name" as the label.
const formSchema = z.object({
  id: categoryInputSchema.shape.id,
  label: categoryInputSchema.shape.title,
  description: categoryInputSchema.shape.description,
  icon: toolInputSchema.shape.icon,
  accessLevel: categoryInputSchema.shape.accessLevel,
});
type FormValues = z.input<typeof formSchema>;

type Target = { kind: 'categories'; item: SkillCategory | null } | { kind: 'tools'; item: Tool | null };

const nouns = { categories: 'Category', tools: 'Tool' } as const;

export function CatalogItemDialog({ target, onClose }: { target: Target; onClose: () => void }) {
  const noun = nouns[target.kind];
  const existing = target.item;
  const [formError, setFormError] = useState<string | null>(null);
  const save = useCatalogWrite(async (values: z.output<typeof formSchema>) => {
    const { id, label, ...rest } = values;
    if (target.kind === 'categories') {
      return existing
        ? updateCategory(id, { title: label, ...rest })
        : createCategory({ id, title: label, ...rest });
    }
    return existing ? updateTool(id, { name: label, ...rest }) : createTool({ id, name: label, ...rest });
  });
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
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
  const onSubmit = form.handleSubmit(async (values) => {
    const verb = existing ? 'updated' : 'created';
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
        <FormField
          label="Id"
          error={formState.errors.id?.message}
          hint="Lowercase words joined by hyphens; it appears in links."
        >
          <Input disabled={existing !== null} {...register('id')} />
        </FormField>
        <FormField label={target.kind === 'tools' ? 'Name' : 'Title'} error={formState.errors.label?.message}>
          <Input {...register('label')} />
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
