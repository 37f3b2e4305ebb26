import type { Introduced } from './seed-types';

/**
 * The version of the content the seed files ship. A release that adds a category, skill, tool, progress
 * feature, homepage section or page raises this by one and marks each new item `since: <the new version>`;
 * every install below it then gets those items at its next start (content.seed.ts). Edits to items already
 * shipped do not reach installs this way (pages have their own refresh: earlier-page-seeds.ts).
 */
export const CONTENT_VERSION = 2;

/** The content version that added a seed item. */
export function introducedIn(item: Introduced): number {
  return item.since ?? 1;
}
