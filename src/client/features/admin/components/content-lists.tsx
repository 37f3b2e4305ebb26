import { useState } from 'react';
import type { ContentBundle, SkillCategory, Tool } from '@shared/content/content.schemas';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { FormField } from '@client/components/ui/form-field';
import { Select } from '@client/components/ui/input';
import { toast, toastError } from '@client/components/ui/toast-store';
import { useAdminSkill } from '../api/admin-skill';
import { useCatalogWrite } from '../api/admin-writes';
import type { CatalogKind } from '../api/catalog-path';
import { deleteCatalogItem } from '../api/delete-catalog-item';
import { CatalogItemDialog } from './catalog-item-dialog';
import { SkillEditorDialog } from './skill-editor-dialog';
import { SortableRows } from './sortable-rows';
import { useOrderedSave } from './use-ordered-save';

const deleted = { categories: 'Category', skills: 'Skill', tools: 'Tool' } as const;

function DeleteButton({ kind, id, name }: { kind: CatalogKind; id: string; name: string }) {
  const remove = useCatalogWrite(() => deleteCatalogItem(kind, id));
  const noun = deleted[kind];
  const handleDelete = async () => {
    try {
      await remove.mutateAsync(undefined);
      toast({ title: `${noun} deleted` });
    } catch (error) {
      toastError(`Error deleting ${noun.toLowerCase()}`, error);
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost" className="text-red-700">
          Delete<span className="sr-only"> {name}</span>
        </Button>
      }
      title={`Delete “${name}”?`}
      description="Members will no longer see it. This cannot be undone."
      confirmLabel="Delete"
      onConfirm={() => void handleDelete()}
    />
  );
}

function RowText({ name, detail }: { name: string; detail: string }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-slate-900">{name}</p>
      <p className="text-sm text-slate-600 [overflow-wrap:anywhere] sm:truncate">{detail}</p>
    </div>
  );
}

export function CategoriesList({ categories }: { categories: SkillCategory[] }) {
  const rows = categories.map((c) => ({ ...c, name: c.title }));
  const { ordered, reorder } = useOrderedSave('categories', rows);
  const [editing, setEditing] = useState<SkillCategory | null | 'new'>(null);
  return (
    <div className="space-y-3">
      <Button onClick={() => setEditing('new')}>New category</Button>
      <SortableRows
        rows={ordered}
        noun="category"
        label="Categories"
        onReorder={(ids) => void reorder(ids)}
        renderRow={(c) => (
          <>
            <RowText name={c.title} detail={`${c.id} · ${c.accessLevel}`} />
            <span className="flex gap-1">
              <Button size="sm" variant="secondary" onClick={() => setEditing(c)}>
                Edit<span className="sr-only"> {c.title}</span>
              </Button>
              <DeleteButton kind="categories" id={c.id} name={c.title} />
            </span>
          </>
        )}
      />
      {editing ? (
        <CatalogItemDialog
          target={{ kind: 'categories', item: editing === 'new' ? null : editing }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

export function ToolsList({ tools }: { tools: Tool[] }) {
  const { ordered, reorder } = useOrderedSave('tools', tools);
  const [editing, setEditing] = useState<Tool | null | 'new'>(null);
  return (
    <div className="space-y-3">
      <Button onClick={() => setEditing('new')}>New tool</Button>
      <SortableRows
        rows={ordered}
        noun="tool"
        label="Tools"
        onReorder={(ids) => void reorder(ids)}
        renderRow={(t) => (
          <>
            <RowText name={t.name} detail={`${t.id} · ${t.accessLevel}`} />
            <span className="flex gap-1">
              <Button size="sm" variant="secondary" onClick={() => setEditing(t)}>
                Edit<span className="sr-only"> {t.name}</span>
              </Button>
              <DeleteButton kind="tools" id={t.id} name={t.name} />
            </span>
          </>
        )}
      />
      {editing ? (
        <CatalogItemDialog
          target={{ kind: 'tools', item: editing === 'new' ? null : editing }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

export function SkillsList({ bundle }: { bundle: ContentBundle }) {
  const [categoryId, setCategoryId] = useState(bundle.skillCategories[0]?.id ?? '');
  const rows = bundle.skills.filter((s) => s.categoryId === categoryId).map((s) => ({ ...s, name: s.title }));
  const { ordered, reorder } = useOrderedSave('skills', rows);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const editing = useAdminSkill(editingId);
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-72">
          <FormField label="Category">
            <Select value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
              {bundle.skillCategories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <Button onClick={() => setCreating(true)}>New skill</Button>
      </div>
      <SortableRows
        rows={ordered}
        noun="skill"
        label="Skills"
        onReorder={(ids) => void reorder(ids)}
        renderRow={(s) => (
          <>
            <RowText
              name={s.title}
              detail={`${s.id} · ${s.difficulty} · ${s.accessLevel} · ${s.estimatedMinutes} min`}
            />
            <span className="flex gap-1">
              <Button size="sm" variant="secondary" onClick={() => setEditingId(s.id)}>
                Edit<span className="sr-only"> {s.title}</span>
              </Button>
              <DeleteButton kind="skills" id={s.id} name={s.title} />
            </span>
          </>
        )}
      />
      {creating ? (
        <SkillEditorDialog
          skill={null}
          categories={bundle.skillCategories}
          defaultCategoryId={categoryId}
          onClose={() => setCreating(false)}
          // The list moves to the new skill's category, where it now is.
          onSaved={(created) => setCategoryId(created.categoryId)}
        />
      ) : null}
      {editingId && editing.data ? (
        <SkillEditorDialog
          key={editing.data.id}
          skill={editing.data}
          categories={bundle.skillCategories}
          defaultCategoryId={categoryId}
          onClose={() => setEditingId(null)}
        />
      ) : null}
    </div>
  );
}
