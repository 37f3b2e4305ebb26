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
import type { DbOrTx, Transaction } from '../../../db/client';
import { changeSummary, type AdminAudit } from '../../../lib/admin-audit';
import { assertSomethingToChange } from '../../../lib/nothing-to-change';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { skillCategories, skills, tools } from '../content.table';
import * as repo from './catalog.repository';
import { writeContent, type AdminContentDeps } from './content-write';

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
/** Fields whose text is too long for the log: the entry names them, not their text. */
const LONG_TEXTS = ['body', 'content', 'sections', 'description', 'summary'];

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
  /** An update's row before and after, and only the fields that moved (long texts by name). */
  async function update<R extends Record<string, unknown>, T>(
    tx: Transaction,
    table: repo.CatalogTable,
    id: string,
    what: string,
    input: Record<string, unknown>,
    write: () => Promise<R | null>,
    toValue: (row: R) => T,
  ) {
    const before = (await repo.findForUpdate(tx, table, id)) as Record<string, unknown> | null;
    const row = before && (await write());
    if (!before || !row) throw notFound(`That ${what} does not exist.`);
    return { value: toValue(row), summary: changeSummary(before, input, LONG_TEXTS) };
  }
  const nothingToSay = <T>(value: T) => ({ value, summary: {} });

  return {
    createCategory: (audit: AdminAudit, raw: CategoryInput) => {
      const input = categoryInputSchema.parse(raw);
      return writeContent(deps, audit, async (tx) => {
        const row = await repo.insertCategory(tx, {
          ...input,
          order: await repo.nextOrder(tx, skillCategories),
        });
        if (!row) throw taken('category');
        return { value: toCategory(row), summary: input, targetId: row.id };
      });
    },
    updateCategory: (audit: AdminAudit, id: string, raw: CategoryUpdate) => {
      const input = categoryUpdateSchema.parse(raw);
      assertSomethingToChange(input);
      return writeContent(deps, audit, (tx) =>
        update(
          tx,
          skillCategories,
          id,
          'category',
          input,
          () => repo.updateCategory(tx, id, input),
          toCategory,
        ),
      );
    },
    deleteCategory: (audit: AdminAudit, id: string) =>
      writeContent(deps, audit, async (tx) => {
        const held = await repo.countSkillsIn(tx, id);
        if (held > 0) {
          throw conflict(
            `This category still holds ${held} skill${held === 1 ? '' : 's'}. Move or delete ${held === 1 ? 'it' : 'them'} first.`,
          );
        }
        if (!(await repo.deleteCategory(tx, id))) throw notFound('That category does not exist.');
        return nothingToSay(undefined);
      }),
    orderCategories: (audit: AdminAudit, items: OrderInput) =>
      writeContent(deps, audit, async (tx) => ({
        value: await saveOrder(tx, skillCategories, items),
        summary: { ids: items.map((i) => i.id) },
      })),

    async getSkill(id: string): Promise<AdminSkill> {
      const row = await repo.findSkill(deps.db, id);
      if (!row) throw notFound('That skill does not exist.');
      return toSkill(row);
    },
    createSkill: (audit: AdminAudit, raw: SkillInput) => {
      const input = skillInputSchema.parse(raw);
      return writeContent(deps, audit, async (tx) => {
        await assertCategoryExists(tx, input.categoryId);
        const row = await repo.insertSkill(tx, { ...input, order: await repo.nextOrder(tx, skills) });
        if (!row) throw taken('skill');
        return {
          value: toSkill(row),
          summary: { title: input.title, categoryId: input.categoryId },
          targetId: row.id,
        };
      });
    },
    updateSkill: (audit: AdminAudit, id: string, raw: SkillUpdate) => {
      const input = skillUpdateSchema.parse(raw);
      assertSomethingToChange(input);
      return writeContent(deps, audit, async (tx) => {
        await assertCategoryExists(tx, input.categoryId);
        return update(tx, skills, id, 'skill', input, () => repo.updateSkill(tx, id, input), toSkill);
      });
    },
    deleteSkill: (audit: AdminAudit, id: string) =>
      writeContent(deps, audit, async (tx) => {
        if (!(await repo.deleteSkill(tx, id))) throw notFound('That skill does not exist.');
        return nothingToSay(undefined);
      }),
    orderSkills: (audit: AdminAudit, items: OrderInput) =>
      writeContent(deps, audit, async (tx) => ({
        value: await saveOrder(tx, skills, items),
        summary: { ids: items.map((i) => i.id) },
      })),

    createTool: (audit: AdminAudit, raw: ToolInput) => {
      const input = toolInputSchema.parse(raw);
      return writeContent(deps, audit, async (tx) => {
        const row = await repo.insertTool(tx, { ...input, order: await repo.nextOrder(tx, tools) });
        if (!row) throw taken('tool');
        return { value: toTool(row), summary: input, targetId: row.id };
      });
    },
    updateTool: (audit: AdminAudit, id: string, raw: ToolUpdate) => {
      const input = toolUpdateSchema.parse(raw);
      assertSomethingToChange(input);
      return writeContent(deps, audit, (tx) =>
        update(tx, tools, id, 'tool', input, () => repo.updateTool(tx, id, input), toTool),
      );
    },
    deleteTool: (audit: AdminAudit, id: string) =>
      writeContent(deps, audit, async (tx) => {
        if (!(await repo.deleteTool(tx, id))) throw notFound('That tool does not exist.');
        return nothingToSay(undefined);
      }),
    orderTools: (audit: AdminAudit, items: OrderInput) =>
      writeContent(deps, audit, async (tx) => ({
        value: await saveOrder(tx, tools, items),
        summary: { ids: items.map((i) => i.id) },
      })),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
