import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POST_TITLE_MAX_LENGTH } from './community.schemas';
import { titleFromContent } from './post-title';

describe('titleFromContent', () => {
  it('is the first line with words, as a reader sees it', () => {
    expect(titleFromContent('\n\n## How do you *start* the day?\nI wake up tired.')).toBe(
      'How do you start the day?',
    );
    expect(titleFromContent('> [Box breathing](https://example.com) helped me\n\nmore')).toBe(
      'Box breathing helped me',
    );
    expect(titleFromContent('   \n---\n')).toBe('Untitled');
  });

  it('is cut at a word to the title’s length', () => {
    const long = `${'steady '.repeat(40)}end`;
    const title = titleFromContent(long);
    expect(title.length).toBeLessThanOrEqual(POST_TITLE_MAX_LENGTH);
    expect(title.endsWith('…')).toBe(true);
  });

  it('is never empty and never longer than a title', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (content) => {
        const title = titleFromContent(content);
        expect(title.length).toBeGreaterThan(0);
        expect(title.length).toBeLessThanOrEqual(POST_TITLE_MAX_LENGTH);
        expect(title).not.toContain('\n');
      }),
    );
  });
});
