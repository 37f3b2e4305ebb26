import {
  categoryInputSchema,
  categoryUpdateSchema,
  skillInputSchema,
  skillUpdateSchema,
  toolInputSchema,
  toolUpdateSchema,
  type AdminSkill,
  type CategoryInput,
  type CategoryUpdate,
  type OrderInput,
  type SkillInput,
  type SkillUpdate,
  type ToolInput,
  type ToolUpdate,
} from '@shared/admin/admin-content.schemas';
import type { SkillCategory, Tool } from '@shared/content/content.schemas';
import type { DbOrTx } from '../../../db/client';
import { assertSomethingToChange } from '../../../lib/nothing-to-change';
import { badRequest, conflict, notFound } from '../../../plugins/app-error';
import { skillCategories, skills, tools } from '../../content/content.table';
import * as repo from './admin-catalog.repository';
import { writeContent, type AdminContentDeps } from './admin-content-write';

const taken = (what: string) =>
  conflict(`A ${what} with this id already exists.`, { id: `This id is already used by another ${what}.` });

function toCategory(row: typeof skillCategories.$inferSelect): SkillCategory {
  const { id, title, description, icon, order, accessLevel } = row;
  return { id, title, description, icon, order, accessLevel };
}
function toTool(row: typeof tools.$inferSelect): Tool {
  const { id, name, description, icon, order, accessLevel } = row;
  return { id, name, description, icon, order, accessLevel };
}
function toSkill(row: typeof skills.$inferSelect): AdminSkill {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}

async function assertCategoryExists(db: DbOrTx, categoryId: string | undefined): Promise<void> {
  if (categoryId === undefined) return;
  if (!(await repo.findExistingIds(db, skillCategories, [categoryId])).has(categoryId)) {
    throw badRequest('That category does not exist.', { categoryId: 'Choose an existing category.' });
  }
}

/** Saves a list's order; every id must name an existing item. */
async function saveOrder(
  tx: DbOrTx,
  table: repo.CatalogTable,
  items: OrderInput,
): Promise<{ updated: number }> {
  const known = await repo.findExistingIds(
    tx,
    table,
    items.map((i) => i.id),
  );
  const unknown = items.filter((i) => !known.has(i.id)).map((i) => i.id);
  if (unknown.length > 0) throw badRequest(`Unknown ids: ${unknown.join(', ')}.`);
  return { updated: await repo.updateOrders(tx, table, items) };
}

/** Categories, skills and tools for the admin content editor; each write is audited and refreshes the bundle. */
export function createCatalogService(deps: AdminContentDeps) {
  const audit = (actorId: string, action: string, targetType: string, targetId: string | null) => ({
    actorId,
    action,
    targetType,
    targetId,
  });

  return {
    createCategory: (actorId: string, raw: CategoryInput) => {
      const input = categoryInputSchema.parse(raw);
      return writeContent(
        deps,
        { ...audit(actorId, 'category.create', 'category', input.id), summary: () => input },
        async (tx) => {
          const row = await repo.insertCategory(tx, {
            ...input,
            order: await repo.nextOrder(tx, skillCategories),
          });
          if (!row) throw taken('category');
          return toCategory(row);
        },
      );
    },
    updateCategory: (actorId: string, id: string, raw: CategoryUpdate) => {
      const input = categoryUpdateSchema.parse(raw);
      assertSomethingToChange(input);
      return writeContent(
        deps,
        { ...audit(actorId, 'category.update', 'category', id), summary: () => input },
        async (tx) => {
          const row = await repo.updateCategory(tx, id, input);
          if (!row) throw notFound('That category does not exist.');
          return toCategory(row);
        },
      );
    },
    deleteCategory: (actorId: string, id: string) =>
      writeContent(deps, audit(actorId, 'category.delete', 'category', id), async (tx) => {
        const held = await repo.countSkillsIn(tx, id);
        if (held > 0) {
          throw conflict(
            `This category still holds ${held} skill${held === 1 ? '' : 's'}. Move or delete ${held === 1 ? 'it' : 'them'} first.`,
          );
        }
        if (!(await repo.deleteCategory(tx, id))) throw notFound('That category does not exist.');
      }),
    orderCategories: (actorId: string, items: OrderInput) =>
      writeContent(
        deps,
        {
          ...audit(actorId, 'category.order', 'category', null),
          summary: () => ({ ids: items.map((i) => i.id) }),
        },
        (tx) => saveOrder(tx, skillCategories, items),
      ),

    async getSkill(id: string): Promise<AdminSkill> {
      const row = await repo.findSkill(deps.db, id);
      if (!row) throw notFound('That skill does not exist.');
      return toSkill(row);
    },
    createSkill: (actorId: string, raw: SkillInput) => {
      const input = skillInputSchema.parse(raw);
      return writeContent(
        deps,
        {
          ...audit(actorId, 'skill.create', 'skill', input.id),
          summary: () => ({ title: input.title, categoryId: input.categoryId }),
        },
        async (tx) => {
          await assertCategoryExists(tx, input.categoryId);
          const row = await repo.insertSkill(tx, { ...input, order: await repo.nextOrder(tx, skills) });
          if (!row) throw taken('skill');
          return toSkill(row);
        },
      );
    },
    updateSkill: (actorId: string, id: string, raw: SkillUpdate) => {
      const input = skillUpdateSchema.parse(raw);
      assertSomethingToChange(input);
      return writeContent(
        deps,
        // The body can be long: the log names the fields that changed, not their text.
        { ...audit(actorId, 'skill.update', 'skill', id), summary: () => ({ changed: Object.keys(input) }) },
        async (tx) => {
          await assertCategoryExists(tx, input.categoryId);
          const row = await repo.updateSkill(tx, id, input);
          if (!row) throw notFound('That skill does not exist.');
          return toSkill(row);
        },
      );
    },
    deleteSkill: (actorId: string, id: string) =>
      writeContent(deps, audit(actorId, 'skill.delete', 'skill', id), async (tx) => {
        if (!(await repo.deleteSkill(tx, id))) throw notFound('That skill does not exist.');
      }),
    orderSkills: (actorId: string, items: OrderInput) =>
      writeContent(
        deps,
        { ...audit(actorId, 'skill.order', 'skill', null), summary: () => ({ ids: items.map((i) => i.id) }) },
        (tx) => saveOrder(tx, skills, items),
      ),

    createTool: (actorId: string, raw: ToolInput) => {
      const input = toolInputSchema.parse(raw);
      return writeContent(
        deps,
        { ...audit(actorId, 'tool.create', 'tool', input.id), summary: () => input },
        async (tx) => {
          const row = await repo.insertTool(tx, { ...input, order: await repo.nextOrder(tx, tools) });
          if (!row) throw taken('tool');
          return toTool(row);
        },
      );
    },
    updateTool: (actorId: string, id: string, raw: ToolUpdate) => {
      const input = toolUpdateSchema.parse(raw);
      assertSomethingToChange(input);
      return writeContent(
        deps,
        { ...audit(actorId, 'tool.update', 'tool', id), summary: () => input },
        async (tx) => {
          const row = await repo.updateTool(tx, id, input);
          if (!row) throw notFound('That tool does not exist.');
          return toTool(row);
        },
      );
    },
    deleteTool: (actorId: string, id: string) =>
      writeContent(deps, audit(actorId, 'tool.delete', 'tool', id), async (tx) => {
        if (!(await repo.deleteTool(tx, id))) throw notFound('That tool does not exist.');
      }),
    orderTools: (actorId: string, items: OrderInput) =>
      writeContent(
        deps,
        { ...audit(actorId, 'tool.order', 'tool', null), summary: () => ({ ids: items.map((i) => i.id) }) },
        (tx) => saveOrder(tx, tools, items),
      ),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
