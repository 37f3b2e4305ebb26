import type { HomepageLayoutInput, PageId } from '@shared/admin/admin-content.schemas';
import { homepageLayoutInputSchema } from '@shared/admin/admin-content.schemas';
import type { HomepageSection, ProgressFeature } from '@shared/content/content.schemas';
import { eq, inArray } from 'drizzle-orm';
import { badRequest, notFound } from '../../../lib/app-error';
import { homepageLayout, pages, progressFeatures } from '../content.table';
import { changeSummary, type AdminAudit } from '../../../lib/admin-audit';
import { writeContent, type AdminContentDeps } from './content-write';

/** Pages, the home layout and progress features: each write audited and refreshing the bundle. */
export function createSiteContentService(deps: AdminContentDeps) {
  return {
    updatePage: (audit: AdminAudit, pageId: PageId, content: string) =>
      writeContent(deps, audit, async (tx) => {
        const [before] = await tx
          .select({ content: pages.content })
          .from(pages)
          .where(eq(pages.pageId, pageId))
          .for('update');
        await tx
          .insert(pages)
          .values({ pageId, content })
          .onConflictDoUpdate({ target: pages.pageId, set: { content, updatedAt: new Date() } });
        return {
          value: { pageId, content },
          summary: { ...changeSummary(before ?? {}, { content }, ['content']), length: content.length },
        };
      }),

    updateHomepageLayout: (audit: AdminAudit, raw: HomepageLayoutInput) => {
      const sections = homepageLayoutInputSchema.parse(raw);
      return writeContent(deps, audit, async (tx) => {
        const keys = sections.map((s) => s.sectionKey);
        const beforeRows = await tx
          .select()
          .from(homepageLayout)
          .where(inArray(homepageLayout.sectionKey, keys))
          .for('update');
        const before = new Map(beforeRows.map((row) => [row.sectionKey, row]));
        const unknown = keys.filter((k) => !before.has(k));
        if (unknown.length > 0) throw badRequest(`Unknown sections: ${unknown.join(', ')}.`);
        for (const s of sections) {
          await tx
            .update(homepageLayout)
            .set({
              displayOrder: s.displayOrder,
              isVisible: s.isVisible,
              settings: s.settings,
              updatedAt: new Date(),
            })
            .where(eq(homepageLayout.sectionKey, s.sectionKey));
        }
        // Only the sections that moved, and in each only what moved.
        const moved = sections.flatMap((s) => {
          const was = before.get(s.sectionKey);
          const diff = changeSummary(
            { displayOrder: was?.displayOrder, isVisible: was?.isVisible, settings: was?.settings },
            { displayOrder: s.displayOrder, isVisible: s.isVisible, settings: s.settings },
          );
          return (diff.changed as string[]).length > 0 ? [[s.sectionKey, diff] as const] : [];
        });
        return { value: sections as HomepageSection[], summary: Object.fromEntries(moved) };
      });
    },

    setFeatureVisibility: (audit: AdminAudit, id: string, isVisible: boolean) =>
      writeContent(deps, audit, async (tx) => {
        const [before] = await tx
          .select({ isVisible: progressFeatures.isVisible })
          .from(progressFeatures)
          .where(eq(progressFeatures.id, id))
          .for('update');
        const rows = await tx
          .update(progressFeatures)
          .set({ isVisible, updatedAt: new Date() })
          .where(eq(progressFeatures.id, id))
          .returning();
        const row = rows[0];
        if (!row || !before) throw notFound('That progress feature does not exist.');
        const value: ProgressFeature = {
          id: row.id,
          name: row.name,
          displayOrder: row.displayOrder,
          isVisible: row.isVisible,
        };
        return { value, summary: changeSummary(before, { isVisible }) };
      }),
  };
}
