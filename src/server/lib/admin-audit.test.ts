import { describe, expect, it } from 'vitest';
import { changeSummary } from './admin-audit';

describe('changeSummary', () => {
  it('lists only the fields whose value moved, whatever else the edit sent', () => {
    const before = {
      title: 'Box',
      summary: 'Four counts',
      practiceSteps: ['In', 'Out'],
      estimatedMinutes: 5,
    };
    const after = {
      title: 'Box breathing',
      summary: 'Four counts',
      practiceSteps: ['In', 'Out'],
      estimatedMinutes: 5,
    };
    expect(changeSummary(before, after)).toEqual({
      changed: ['title'],
      title: { from: 'Box', to: 'Box breathing' },
    });
  });

  it('compares objects whatever the order of their keys (jsonb reorders them)', () => {
    const stored = { settings: { count: 4, title: 'Skills' } };
    expect(changeSummary(stored, { settings: { title: 'Skills', count: 4 } })).toEqual({ changed: [] });
    expect(changeSummary(stored, { settings: { title: 'Skills', count: 5 } }).changed).toEqual(['settings']);
  });

  it('treats a missing value and null alike, leaves undefined fields alone, and names long texts only', () => {
    expect(changeSummary({ title: null }, { title: undefined, note: null })).toEqual({ changed: [] });
    expect(changeSummary({ body: 'old' }, { body: 'new' }, ['body'])).toEqual({ changed: ['body'] });
  });
});
