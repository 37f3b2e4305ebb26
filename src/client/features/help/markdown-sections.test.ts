import { describe, expect, it } from 'vitest';
import { extractHeadings, plainText, slugify, splitMarkdownSections } from './markdown-sections';

describe('slugify', () => {
  it('lowers case, drops accents and apostrophes, and joins words with hyphens', () => {
    expect(slugify('Who it suits?')).toBe('who-it-suits');
    expect(slugify('What Design Your Life is, and is not')).toBe('what-design-your-life-is-and-is-not');
    expect(slugify('Café & résumé')).toBe('cafe-and-resume');
    expect(slugify('Don’t panic')).toBe('dont-panic');
    expect(slugify('  --Hello--  ')).toBe('hello');
  });

  it('never returns an empty id', () => {
    expect(slugify('???')).toBe('section');
  });
});

describe('plainText', () => {
  it('removes links, emphasis, code marks, tags and escapes', () => {
    expect(plainText('Read the [privacy policy](/privacy)')).toBe('Read the privacy policy');
    expect(plainText('**Bold** and _em_ and `code`')).toBe('Bold and em and code');
    expect(plainText('A <b>tag</b> and 1\\. escaped')).toBe('A tag and 1. escaped');
    expect(plainText('snake_case_name')).toBe('snake_case_name');
  });
});

describe('splitMarkdownSections', () => {
  it('keeps the text before the first ## heading as the intro', () => {
    const result = splitMarkdownSections(
      'Last updated: today\n\n## One\n\nFirst.\n\n### Sub\n\nMore.\n\n## Two\nSecond.',
    );
    expect(result.intro).toBe('Last updated: today');
    expect(result.sections).toEqual([
      { id: 'one', title: 'One', markdown: 'First.\n\n### Sub\n\nMore.' },
      { id: 'two', title: 'Two', markdown: 'Second.' },
    ]);
  });

  it('gives repeated titles distinct ids', () => {
    expect(extractHeadings('## Notes\n## Notes\n## Notes 2\n## Notes').map((h) => h.id)).toEqual([
      'notes',
      'notes-2',
      'notes-2-2',
      'notes-3',
    ]);
  });

  it('ignores headings inside fenced code, other levels and "##" without text', () => {
    const markdown =
      '# Title\n\n```\n## Not a heading\n```\n\n### Deeper\n\n##\n\n#### Also\n\n##NoSpace\n\n## Real ##';
    expect(extractHeadings(markdown)).toEqual([{ id: 'real', title: 'Real' }]);
  });

  it('uses the plain text of a heading with inline Markdown', () => {
    expect(extractHeadings('## See the [guide](/user-guide) **now**')).toEqual([
      { id: 'see-the-guide-now', title: 'See the guide now' },
    ]);
  });

  it('copies link reference definitions into every part', () => {
    const result = splitMarkdownSections('## A\n\nSee [the guide][g].\n\n## B\n\n[g]: /user-guide');
    expect(result.sections[0]?.markdown).toBe('See [the guide][g].\n\n[g]: /user-guide');
    expect(result.sections[1]?.markdown).toBe('[g]: /user-guide');
  });

  it('handles empty and heading-less Markdown, and Windows line endings', () => {
    expect(splitMarkdownSections('')).toEqual({ intro: '', sections: [] });
    expect(splitMarkdownSections('Just text.')).toEqual({ intro: 'Just text.', sections: [] });
    expect(extractHeadings('## One\r\nText\r\n## Two\r\n')).toEqual([
      { id: 'one', title: 'One' },
      { id: 'two', title: 'Two' },
    ]);
  });
});
