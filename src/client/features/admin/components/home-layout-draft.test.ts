import { describe, expect, it } from 'vitest';
import type { HomepageSection } from '@shared/content/content.schemas';
import { applyDraft, draftOf, publishBody, sameAsPublished } from './home-layout-draft';

const section = (sectionKey: string, displayOrder: number, isVisible = true): HomepageSection => ({
  sectionKey,
  displayOrder,
  isVisible,
  settings: { title: sectionKey },
});
const published = [section('hero', 1), section('how-it-works', 2), section('call-to-action', 3)];

describe('the home layout draft', () => {
  it('arranges the published sections in the draft’s order, with its visibility', () => {
    const draft = [
      { sectionKey: 'how-it-works', isVisible: true },
      { sectionKey: 'hero', isVisible: false },
      { sectionKey: 'call-to-action', isVisible: true },
    ];
    expect(applyDraft(published, draft).map((s) => [s.sectionKey, s.isVisible])).toEqual([
      ['how-it-works', true],
      ['hero', false],
      ['call-to-action', true],
    ]);
    expect(sameAsPublished(published, draft)).toBe(false);
    expect(publishBody(published, draft).map((s) => [s.sectionKey, s.displayOrder])).toEqual([
      ['how-it-works', 1],
      ['hero', 2],
      ['call-to-action', 3],
    ]);
  });

  it('keeps a section published since the draft began, at the end, and drops one that is gone', () => {
    const draft = [
      { sectionKey: 'gone', isVisible: true },
      { sectionKey: 'how-it-works', isVisible: true },
      { sectionKey: 'hero', isVisible: true },
    ];
    expect(applyDraft(published, draft).map((s) => s.sectionKey)).toEqual([
      'how-it-works',
      'hero',
      'call-to-action',
    ]);
  });

  it('is the published layout when it changes nothing', () => {
    expect(sameAsPublished(published, draftOf(published))).toBe(true);
  });
});
