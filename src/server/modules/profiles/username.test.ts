import { describe, expect, it } from 'vitest';
import { forumNameSchema } from '@shared/profiles/profiles.schemas';
import { neutralUsername } from './username';

describe('neutralUsername', () => {
  it('is two words and four digits that pass the forum name rules', () => {
    for (let i = 0; i < 200; i += 1) {
      const name = neutralUsername();
      expect(name).toMatch(/^[a-z]+\d{4}$/);
      expect(forumNameSchema.safeParse(name).success).toBe(true);
    }
  });

  it('varies from one member to the next', () => {
    const names = new Set(Array.from({ length: 50 }, () => neutralUsername()));
    expect(names.size).toBeGreaterThan(45);
  });
});
