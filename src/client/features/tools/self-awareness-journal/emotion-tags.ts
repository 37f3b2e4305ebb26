export const MAX_EMOTIONS = 12;
export const MAX_EMOTION_LENGTH = 40;

export const suggestedEmotions = [
  'calm',
  'content',
  'grateful',
  'hopeful',
  'joyful',
  'proud',
  'anxious',
  'sad',
  'angry',
  'frustrated',
  'lonely',
  'tired',
  'overwhelmed',
  'confused',
] as const;

export const moodLabels = ['Very low', 'Low', 'Okay', 'Good', 'Very good'] as const;

export function moodLabel(mood: number): string {
  return moodLabels[mood - 1] ?? String(mood);
}

/** Tags are kept in lower case with single spaces, so "Anxious " and "anxious" are one tag. */
export function normaliseTag(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Adds a tag, or explains why not; returns the tags unchanged when it is blank or already there. */
export function addEmotionTag(tags: readonly string[], raw: string): { tags: string[]; error?: string } {
  const tag = normaliseTag(raw);
  if (!tag || tags.includes(tag)) return { tags: [...tags] };
  if (tag.length > MAX_EMOTION_LENGTH)
    return { tags: [...tags], error: `Keep each emotion under ${MAX_EMOTION_LENGTH} characters.` };
  if (tags.length >= MAX_EMOTIONS) return { tags: [...tags], error: 'Up to twelve emotions per entry.' };
  return { tags: [...tags, tag] };
}

/** Adds the tag if it is missing, removes it if present. */
export function toggleEmotionTag(tags: readonly string[], tag: string): { tags: string[]; error?: string } {
  return tags.includes(tag) ? { tags: tags.filter((t) => t !== tag) } : addEmotionTag(tags, tag);
}
