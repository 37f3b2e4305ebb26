import type { HomepageLayoutInput, PageId } from '@shared/admin/admin-content.schemas';
import { homepageLayoutInputSchema } from '@shared/admin/admin-content.schemas';
import type { HomepageSection, ProgressFeature } from '@shared/content/content.schemas';
import { eq, inArray } from 'drizzle-orm';
import { badRequest, notFound } from '../../../plugins/app-error';
import { homepageLayout, pages, progressFeatures } from '../../content/content.table';
import { writeContent, type AdminContentDeps } from './admin-content-write';

/** Pages, the home layout and progress features: each write audited and refreshing the bundle. */
export function createSiteContentService(deps: AdminContentDeps) {
  return {
    updatePage: (actorId: string, pageId: PageId, content: string) =>
      writeContent(
        deps,
        {
          actorId,
          action: 'page.update',
          targetType: 'page',
          targetId: pageId,
          summary: () => ({ length: content.length }),
        },
        async (tx) => {
          await tx
            .insert(pages)
            .values({ pageId, content })
            .onConflictDoUpdate({ target: pages.pageId, set: { content, updatedAt: new Date() } });
          return { pageId, content };
        },
      ),

    updateHomepageLayout: (actorId: string, raw: HomepageLayoutInput) => {
      const sections = homepageLayoutInputSchema.parse(raw);
      return writeContent(
        deps,
        {
          actorId,
          action: 'homepage_layout.update',
          targetType: 'homepage_layout',
          targetId: null,
          summary: () => ({ sections: sections.map((s) => ({ key: s.sectionKey, visible: s.isVisible })) }),
        },
        async (tx): Promise<HomepageSection[]> => {
          const keys = sections.map((s) => s.sectionKey);
          const known = new Set(
            (
              await tx
                .select({ key: homepageLayout.sectionKey })
                .from(homepageLayout)
                .where(inArray(homepageLayout.sectionKey, keys))
            ).map((r) => r.key),
          );
          const unknown = keys.filter((k) => !known.has(k));
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
          return sections;
        },
      );
    },

    setFeatureVisibility: (actorId: string, id: string, isVisible: boolean) =>
      writeContent(
        deps,
        {
          actorId,
          action: 'progress_feature.update',
          targetType: 'progress_feature',
          targetId: id,
          summary: () => ({ isVisible }),
        },
        async (tx): Promise<ProgressFeature> => {
          const rows = await tx
            .update(progressFeatures)
            .set({ isVisible, updatedAt: new Date() })
            .where(eq(progressFeatures.id, id))
            .returning();
          const row = rows[0];
          if (!row) throw notFound('That progress feature does not exist.');
          return { id: row.id, name: row.name, displayOrder: row.displayOrder, isVisible: row.isVisible };
        },
      ),
  };
}
