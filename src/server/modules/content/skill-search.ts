import type { SkillSearchResult } from '@shared/content/content.schemas';
import type { TextSegment } from '@shared/content/text-search';
import { canAccess, gateOfSkill } from '@shared/content/tier-access';
import type { SubscriptionTier } from '@shared/profiles/profiles.schemas';
import type { DbOrTx } from '../../db/client';
import { HEADLINE_START, HEADLINE_STOP, searchSkillRows, type SkillSearchRow } from './content.repository';
import { skillSearchQuery } from './skill-search.query';

/** Splits ts_headline's marked text into plain and matched pieces. */
export function segmentsOf(marked: string): TextSegment[] {
  const segments: TextSegment[] = [];
  for (const [i, piece] of marked.split(HEADLINE_START).entries()) {
    const [matched, rest] = i === 0 ? [null, piece] : splitOnce(piece, HEADLINE_STOP);
    if (matched) segments.push({ text: matched, match: true });
    if (rest) segments.push({ text: rest, match: false });
  }
  return segments;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}

/** The passage shown under a hit: the summary when it matched or the skill is locked, else the body's passage. */
function snippetOf(row: SkillSearchRow, open: boolean): TextSegment[] {
  if (row.summaryMatched || !open || !row.passage) return segmentsOf(row.summary);
  const passage = segmentsOf(row.passage);
  return [{ text: '…', match: false }, ...passage, { text: '…', match: false }];
}

/**
 * A hit ranked under this share of the best one is noise (a synonym in one sentence of a long body): "worry" answers
 * Scheduled Worry Time and the Exposure Ladder, not 25 of the 36 skills that say "fear" once.
 */
export const RELEVANCE_FLOOR = 0.15;

/** The hits worth showing: those ranked within RELEVANCE_FLOOR of the best (rows come best first). */
export function relevantRows<T extends { rank: number }>(rows: readonly T[]): T[] {
  const best = rows[0]?.rank ?? 0;
  return rows.filter((row) => row.rank >= best * RELEVANCE_FLOOR);
}

/**
 * Skill search on PostgreSQL's full-text search (stemming, stop words, weighted fields, the app's synonym
 * groups): a locked skill is found by its body too, but its snippet only ever quotes its title or summary.
 */
export async function searchSkills(
  db: DbOrTx,
  query: string,
  tier: SubscriptionTier | null,
  limit: number,
): Promise<SkillSearchResult> {
  const asked = skillSearchQuery(query);
  if (!asked) return { items: [] };
  const rows = relevantRows(await searchSkillRows(db, asked, limit));
  return {
    items: rows.map((row) => ({
      skillId: row.id,
      score: Math.round(row.rank * 1000) / 1000,
      title: segmentsOf(row.title),
      snippet: snippetOf(row, canAccess(tier, gateOfSkill(row))),
    })),
  };
}
