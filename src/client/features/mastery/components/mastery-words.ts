import type { SkillMastery } from '@shared/mastery/mastery.schemas';
import { formatDate } from '@client/lib/format-date';

const day = (iso: string) => formatDate(new Date(iso), 'd MMM yyyy');

/** Where the member stands on a skill, in one sentence. */
export function masteryStatusWords(mastery: SkillMastery): string {
  switch (mastery.status) {
    case 'learning':
      return `${mastery.progress} of ${mastery.goal} ${mastery.counts}.`;
    case 'mastered':
      return mastery.nextRefreshAt
        ? `Mastered on ${day(mastery.masteredAt ?? mastery.nextRefreshAt)}. A short refresh comes on ${day(mastery.nextRefreshAt)}.`
        : `Mastered on ${day(mastery.masteredAt ?? '')}, and kept fresh.`;
    case 'refresh-due':
      return 'Time for a short refresh: use it once more to keep it fresh.';
  }
}

/** The share of the goal reached, as a whole percent (a mastered skill is whole). */
export const masteryPercent = (mastery: SkillMastery) =>
  mastery.status === 'learning' ? Math.round((100 * mastery.progress) / mastery.goal) : 100;
