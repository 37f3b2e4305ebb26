import { beforeEach, describe, expect, it } from 'vitest';
import { claimTabDrafts, clearTabDrafts, tabDraftKey } from './tab-drafts';

beforeEach(() => sessionStorage.clear());

describe('tab drafts', () => {
  it('clears every draft of the tab and nothing else', () => {
    sessionStorage.setItem(tabDraftKey('thought-record'), '{"situation":"private"}');
    sessionStorage.setItem(tabDraftKey('values-sort'), '{}');
    sessionStorage.setItem('something-else', 'kept');
    clearTabDrafts();
    expect(sessionStorage.getItem(tabDraftKey('thought-record'))).toBeNull();
    expect(sessionStorage.getItem(tabDraftKey('values-sort'))).toBeNull();
    expect(sessionStorage.getItem('something-else')).toBe('kept');
  });

  it('keeps the drafts for the member who wrote them, and wipes them when someone else claims the tab', () => {
    claimTabDrafts('robin');
    sessionStorage.setItem(tabDraftKey('journal'), '{"text":"private"}');
    claimTabDrafts('robin');
    expect(sessionStorage.getItem(tabDraftKey('journal'))).not.toBeNull();
    claimTabDrafts('sam');
    expect(sessionStorage.getItem(tabDraftKey('journal'))).toBeNull();
  });
});
