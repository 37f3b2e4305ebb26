import type { HomepageLayoutInput } from '@shared/admin/admin-content.schemas';
import * as z from '@shared/api/zod-mini';
import type { HomepageSection } from '@shared/content/content.schemas';

/** What the admin changes in a draft of the home page: the sections' order and which are shown. */
export const layoutDraftSchema = z.array(z.object({ sectionKey: z.string(), isVisible: z.boolean() }));
export type LayoutDraft = z.infer<typeof layoutDraftSchema>;

/** The tab-draft name the unpublished layout is kept under (see useTabDraft). */
export const LAYOUT_DRAFT_NAME = 'admin-home-layout';

export const draftOf = (sections: HomepageSection[]): LayoutDraft =>
  sections.map(({ sectionKey, isVisible }) => ({ sectionKey, isVisible }));

/**
 * The published sections arranged as the draft says. A section the draft does not know (published since it
 * was started) keeps its place at the end; one that no longer exists is left out.
 */
export function applyDraft(published: HomepageSection[], draft: LayoutDraft): HomepageSection[] {
  const byKey = new Map(published.map((s) => [s.sectionKey, s]));
  const known = draft.flatMap((d) => {
    const section = byKey.get(d.sectionKey);
    return section ? [{ ...section, isVisible: d.isVisible }] : [];
  });
  const drafted = new Set(draft.map((d) => d.sectionKey));
  return [...known, ...published.filter((s) => !drafted.has(s.sectionKey))];
}

/** Whether the draft arranges the page as it is published (then there is nothing to publish). */
export function sameAsPublished(published: HomepageSection[], draft: LayoutDraft): boolean {
  const arranged = draftOf(applyDraft(published, draft));
  return JSON.stringify(arranged) === JSON.stringify(draftOf(published));
}

/** The body of the one PUT that publishes the draft: every section, numbered in the draft's order. */
export function publishBody(published: HomepageSection[], draft: LayoutDraft): HomepageLayoutInput {
  return applyDraft(published, draft).map((s, index) => ({
    sectionKey: s.sectionKey,
    displayOrder: index + 1,
    isVisible: s.isVisible,
    settings: s.settings,
  }));
}
