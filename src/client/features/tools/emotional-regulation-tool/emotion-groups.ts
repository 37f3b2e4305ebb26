export interface EmotionGroup {
  name: string;
  emotions: readonly string[];
}

/** The group recorded for an emotion the member names in their own words. */
export const OTHER_GROUP = 'Other';

/** Emotions grouped by family, so a member can find the word that fits. */
export const emotionGroups: readonly EmotionGroup[] = [
  { name: 'Anger', emotions: ['Angry', 'Irritated', 'Frustrated', 'Resentful', 'Furious', 'Annoyed'] },
  { name: 'Fear', emotions: ['Afraid', 'Anxious', 'Nervous', 'Worried', 'Panicky', 'Overwhelmed'] },
  { name: 'Sadness', emotions: ['Sad', 'Lonely', 'Disappointed', 'Hopeless', 'Grieving', 'Hurt'] },
  { name: 'Shame/Guilt', emotions: ['Ashamed', 'Guilty', 'Embarrassed', 'Humiliated', 'Regretful'] },
  { name: 'Joy', emotions: ['Happy', 'Content', 'Excited', 'Proud', 'Relieved', 'Hopeful'] },
  { name: 'Love', emotions: ['Loving', 'Caring', 'Tender', 'Grateful', 'Affectionate'] },
  { name: 'Surprise', emotions: ['Surprised', 'Amazed', 'Startled', 'Shocked', 'Confused'] },
  { name: 'Disgust', emotions: ['Disgusted', 'Repulsed', 'Contemptuous', 'Revolted', 'Grossed out'] },
];

/**
 * The groups and emotions matching a search, case-insensitively: a group whose name matches keeps all its
 * emotions; otherwise only the emotions whose names contain the query. Empty groups are left out.
 */
export function searchEmotions(
  query: string,
  groups: readonly EmotionGroup[] = emotionGroups,
): EmotionGroup[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...groups];
  return groups.flatMap((group) => {
    if (group.name.toLowerCase().includes(needle)) return [group];
    const emotions = group.emotions.filter((emotion) => emotion.toLowerCase().includes(needle));
    return emotions.length > 0 ? [{ name: group.name, emotions }] : [];
  });
}

/** The group an emotion belongs to, or null for a word of the member's own. */
export function groupOfEmotion(
  emotion: string,
  groups: readonly EmotionGroup[] = emotionGroups,
): string | null {
  const needle = emotion.trim().toLowerCase();
  return groups.find((g) => g.emotions.some((e) => e.toLowerCase() === needle))?.name ?? null;
}
