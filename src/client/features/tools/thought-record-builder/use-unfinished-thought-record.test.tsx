import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyDraft } from './thought-record-draft';
import { hasStoredDraft } from './thought-record-draft-key';
import { saveDraft } from './thought-record-draft-storage';
import { useUnfinishedThoughtRecord } from './use-unfinished-thought-record';

afterEach(() => sessionStorage.clear());

describe('useUnfinishedThoughtRecord', () => {
  it("finds this tab's unfinished draft once the page has shown", async () => {
    saveDraft({ ...emptyDraft(), situation: 'The meeting ran late.', step: 2 });
    const { result } = renderHook(() => useUnfinishedThoughtRecord());
    expect(result.current).toBeNull();
    await waitFor(() =>
      expect(result.current).toEqual({ step: 2, situation: 'The meeting ran late.', editing: false }),
    );
  });

  it('reads nothing, and loads no schema, when the tab keeps no draft', () => {
    expect(hasStoredDraft()).toBe(false);
    const { result } = renderHook(() => useUnfinishedThoughtRecord());
    expect(result.current).toBeNull();
  });
});
