import { describe, expect, it } from 'vitest';
import type { Tool } from '@shared/content/content.schemas';
import { groupTools } from './tool-groups';

const tool = (id: string): Tool => ({
  id,
  name: id,
  description: '',
  icon: 'x',
  accessLevel: 'free',
  order: null,
});

describe('groupTools', () => {
  it('puts each tool in Reflect, Calm or Plan and focus, in bundle order, and the unknown last', () => {
    const groups = groupTools(
      ['pomodoro-timer', 'gratitude-log', 'mindful-breathing', 'new-thing', 'habit-tracker'].map(tool),
    );
    expect(groups.map((g) => [g.title, g.tools.map((t) => t.id)])).toEqual([
      ['Reflect', ['gratitude-log']],
      ['Calm', ['mindful-breathing']],
      ['Plan and focus', ['pomodoro-timer', 'habit-tracker']],
      ['More tools', ['new-thing']],
    ]);
  });
});
