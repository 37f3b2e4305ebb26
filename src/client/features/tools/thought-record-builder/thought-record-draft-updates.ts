import type { CognitiveDistortion } from './cognitive-distortion-info';
import { DEFAULT_RATING, MAX_ITEMS, type ThoughtRecordDraft } from './thought-record-draft';

const without = <T>(items: readonly T[], index: number) => items.filter((_, i) => i !== index);
const replaceAt = <T>(items: readonly T[], index: number, item: T) =>
  items.map((existing, i) => (i === index ? item : existing));

/** Pure changes to a draft; removing a thought or emotion also removes its re-rating so indexes stay aligned. */
export const draftUpdates = {
  addThought(draft: ThoughtRecordDraft): ThoughtRecordDraft {
    if (draft.automaticThoughts.length >= MAX_ITEMS) return draft;
    return {
      ...draft,
      automaticThoughts: [...draft.automaticThoughts, { text: '', belief: DEFAULT_RATING }],
    };
  },
  updateThought(
    draft: ThoughtRecordDraft,
    index: number,
    patch: Partial<{ text: string; belief: number }>,
  ): ThoughtRecordDraft {
    const current = draft.automaticThoughts[index];
    if (!current) return draft;
    return {
      ...draft,
      automaticThoughts: replaceAt(draft.automaticThoughts, index, { ...current, ...patch }),
    };
  },
  removeThought(draft: ThoughtRecordDraft, index: number): ThoughtRecordDraft {
    return {
      ...draft,
      automaticThoughts: without(draft.automaticThoughts, index),
      rerateBeliefs: without(draft.rerateBeliefs, index),
    };
  },
  /** Adds an emotion by name, unless it is already there (any case) or the list is full. */
  addEmotion(draft: ThoughtRecordDraft, name: string): ThoughtRecordDraft {
    const trimmed = name.trim();
    if (!trimmed || draft.emotions.length >= MAX_ITEMS) return draft;
    if (draft.emotions.some((e) => e.name.toLowerCase() === trimmed.toLowerCase())) return draft;
    return { ...draft, emotions: [...draft.emotions, { name: trimmed, intensity: DEFAULT_RATING }] };
  },
  updateEmotionIntensity(draft: ThoughtRecordDraft, index: number, intensity: number): ThoughtRecordDraft {
    const current = draft.emotions[index];
    if (!current) return draft;
    return { ...draft, emotions: replaceAt(draft.emotions, index, { ...current, intensity }) };
  },
  removeEmotion(draft: ThoughtRecordDraft, index: number): ThoughtRecordDraft {
    return {
      ...draft,
      emotions: without(draft.emotions, index),
      rerateEmotions: without(draft.rerateEmotions, index),
    };
  },
  toggleDistortion(draft: ThoughtRecordDraft, distortion: CognitiveDistortion): ThoughtRecordDraft {
    const distortions = draft.distortions.includes(distortion)
      ? draft.distortions.filter((d) => d !== distortion)
      : [...draft.distortions, distortion];
    return { ...draft, distortions };
  },
  rerateBelief(draft: ThoughtRecordDraft, index: number, value: number): ThoughtRecordDraft {
    const beliefs = draft.automaticThoughts.map((_, i) =>
      i === index ? value : (draft.rerateBeliefs[i] ?? null),
    );
    return { ...draft, rerateBeliefs: beliefs };
  },
  rerateEmotion(draft: ThoughtRecordDraft, index: number, value: number): ThoughtRecordDraft {
    const emotions = draft.emotions.map((_, i) => (i === index ? value : (draft.rerateEmotions[i] ?? null)));
    return { ...draft, rerateEmotions: emotions };
  },
};
