import { describe, expect, it } from 'vitest';
import {
  draftFromRecord,
  draftToData,
  emptyDraft,
  isDraftStarted,
  stepOfField,
  validateDraft,
  validateStep,
  type ThoughtRecordDraft,
} from './thought-record-draft';
import { draftUpdates } from './thought-record-draft-updates';
import {
  clearDraft,
  DRAFT_STORAGE_KEY,
  findUnfinishedThoughtRecord,
  loadDraft,
  saveDraft,
} from './thought-record-draft-storage';

function filledDraft(): ThoughtRecordDraft {
  return {
    ...emptyDraft(),
    situation: 'My friend cancelled dinner.',
    automaticThoughts: [{ text: 'She does not want to see me', belief: 80 }],
    emotions: [{ name: 'Sad', intensity: 60 }],
  };
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('validateStep', () => {
  it('refuses to leave step 1 without a situation', () => {
    expect(validateStep(1, emptyDraft())).toEqual({ situation: 'The situation cannot be empty.' });
    expect(validateStep(1, { ...emptyDraft(), situation: '   ' })).toHaveProperty('situation');
    expect(validateStep(1, filledDraft())).toEqual({});
  });

  it('asks for the text of every thought on step 2, by index', () => {
    const draft = draftUpdates.addThought(filledDraft());
    expect(validateStep(2, draft)).toEqual({ 'automaticThoughts.1.text': 'The thought cannot be empty.' });
  });

  it('asks for at least one emotion on step 3', () => {
    expect(validateStep(3, { ...filledDraft(), emotions: [] })).toEqual({
      emotions: 'Add at least one emotion.',
    });
  });

  it('only checks the fields of the step asked about', () => {
    expect(validateStep(4, emptyDraft())).toEqual({});
    expect(validateStep(6, emptyDraft())).toEqual({});
  });

  it('maps server field keys back to their step', () => {
    expect(stepOfField('data.automaticThoughts.0.text')).toBe(2);
    expect(stepOfField('evidenceAgainst')).toBe(5);
    expect(stepOfField('unknown')).toBeNull();
  });
});

describe('draftToData', () => {
  it('leaves blank optional text out and keeps untouched re-ratings at their first rating', () => {
    const draft = draftUpdates.rerateEmotion(filledDraft(), 0, 20);
    const data = draftToData(draft);
    expect(data.evidenceFor).toBeUndefined();
    expect(data.rerate).toEqual({ beliefs: [80], emotions: [20] });
    expect(validateDraft(draft)).toEqual({ ok: true, data });
  });

  it('round-trips a saved record through the wizard', () => {
    const data = draftToData(draftUpdates.rerateBelief(filledDraft(), 0, 30));
    const reopened = draftFromRecord('e1', data);
    expect(reopened.editingId).toBe('e1');
    expect(reopened.step).toBe(1);
    expect(draftToData(reopened)).toEqual(data);
  });

  it('drops the re-rating of a removed thought so the others keep theirs', () => {
    let draft = draftUpdates.addThought(filledDraft());
    draft = draftUpdates.updateThought(draft, 1, { text: 'I am boring', belief: 60 });
    draft = draftUpdates.rerateBelief(draft, 0, 10);
    draft = draftUpdates.rerateBelief(draft, 1, 40);
    draft = draftUpdates.removeThought(draft, 0);
    expect(draftToData(draft).rerate?.beliefs).toEqual([40]);
  });

  it('does not add the same emotion twice', () => {
    const draft = draftUpdates.addEmotion(filledDraft(), ' sad ');
    expect(draft.emotions).toHaveLength(1);
  });
});

describe('draft persistence', () => {
  it('keeps a draft and reads it back', () => {
    const storage = memoryStorage();
    const draft = { ...filledDraft(), step: 3 };
    saveDraft(draft, storage);
    expect(loadDraft(storage)).toEqual(draft);
    clearDraft(storage);
    expect(loadDraft(storage)).toBeNull();
  });

  it('ignores a stored draft that is broken or of another shape', () => {
    const storage = memoryStorage();
    storage.values.set(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft(storage)).toBeNull();
    storage.values.set(DRAFT_STORAGE_KEY, JSON.stringify({ step: 12 }));
    expect(loadDraft(storage)).toBeNull();
  });

  it('works without storage', () => {
    expect(loadDraft(null)).toBeNull();
    expect(() => saveDraft(emptyDraft(), null)).not.toThrow();
  });

  it('knows when a draft has been started', () => {
    expect(isDraftStarted(emptyDraft())).toBe(false);
    expect(isDraftStarted(filledDraft())).toBe(true);
  });

  it('tells the dashboard of an unfinished draft: a new record begun, or a saved one being changed', () => {
    const storage = memoryStorage();
    expect(findUnfinishedThoughtRecord(storage)).toBeNull();
    saveDraft({ ...emptyDraft(), step: 2 }, storage);
    expect(findUnfinishedThoughtRecord(storage)).toBeNull();
    saveDraft({ ...filledDraft(), situation: '  My friend cancelled dinner. ', step: 3 }, storage);
    expect(findUnfinishedThoughtRecord(storage)).toEqual({
      step: 3,
      situation: 'My friend cancelled dinner.',
      editing: false,
    });
    saveDraft(draftFromRecord('e1', draftToData(filledDraft())), storage);
    expect(findUnfinishedThoughtRecord(storage)).toMatchObject({ step: 1, editing: true });
    storage.values.set(DRAFT_STORAGE_KEY, '{not json');
    expect(findUnfinishedThoughtRecord(storage)).toBeNull();
    expect(findUnfinishedThoughtRecord(null)).toBeNull();
  });
});
