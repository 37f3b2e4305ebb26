import fc from 'fast-check';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { markdownExcerpt } from './markdown-excerpt';

/** What a reader sees, through the parser the forum renders with: the reference the excerpt must match. */
function renderedText(markdown: string): string {
  type Node = { type: string; value?: string; alt?: string | null; children?: Node[] };
  const inline = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'link', 'linkReference']);
  const textOf = (node: Node, parent: Node | null): string => {
    if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
    if (node.type === 'code') return ` ${node.value ?? ''} `;
    if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? '';
    // Raw HTML is skipped (PostMarkdown's skipHtml): nothing inline, a break between blocks.
    if (node.type === 'html') return parent && inline.has(parent.type) ? '' : ' ';
    if (node.type === 'break' || node.type === 'thematicBreak' || node.type === 'definition') return ' ';
    const children = (node.children ?? []).map((child) => textOf(child, node)).join('');
    return inline.has(node.type) && node.type !== 'paragraph' && node.type !== 'heading'
      ? children
      : ` ${children} `;
  };
  return textOf(fromMarkdown(markdown) as Node, null)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Markup an excerpt never shows: emphasis runs, code ticks, link syntax, anything that starts a tag. */
const MARKUP = /\*\*|__|~~|`|\]\(|<[A-Za-z/!?]/;

const word = fc.constantFrom('calm', 'steady', 'Walk', 'tiny', 'day', 'x_y', 'café', 'naïve', '2', 'well.');
const words = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
const inlinePiece = fc.oneof(
  words,
  words.map((w) => `*${w}*`),
  words.map((w) => `**${w}**`),
  words.map((w) => `_${w}_`),
  fc.tuple(words, word).map(([w, path]) => `[${w}](https://example.org/${encodeURIComponent(path)})`),
  words.map((w) => `![${w}](/pictures/a.png "A title")`),
  words.map((w) => `\`${w}\``),
  words.map((w) => `<b>${w}</b>`),
);
const sentence = fc.array(inlinePiece, { minLength: 1, maxLength: 5 }).map((p) => p.join(' '));
const block = fc.oneof(
  sentence,
  sentence.map((s) => `## ${s}`),
  sentence.map((s) => `> ${s}`),
  fc.array(sentence, { minLength: 1, maxLength: 3 }).map((items) => items.map((s) => `- ${s}`).join('\n')),
  fc
    .array(sentence, { minLength: 1, maxLength: 3 })
    .map((items) => items.map((s, i) => `${i + 1}. ${s}`).join('\n')),
  words.map((w) => `\`\`\`ts\n${w}\n\`\`\``),
);
/** Well-formed Markdown of the kinds members write. */
const wellFormed = fc.array(block, { minLength: 1, maxLength: 5 }).map((blocks) => blocks.join('\n\n'));

/** Anything, leaning on Markdown's and HTML's special characters. */
const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc
    .array(
      fc.constantFrom(
        ...[
          'a',
          'word',
          ' ',
          '\n',
          '\n\n',
          '*',
          '**',
          '_',
          '__',
          '~~',
          '[',
          ']',
          '(',
          ')',
          '![',
          '`',
          '```\n',
        ],
        ...['# ', '> ', '- ', '1. ', '<b>', '</s', '<script>', '<!--', '\\', '&lt;', '&#60;', '<', '>'],
        ...['\t', '    ', '[r]', '\n[r]: /u\n', '<http://a.b>', '"', '…', '😀'],
      ),
      { maxLength: 80 },
    )
    .map((pieces) => pieces.join('')),
);

describe('markdownExcerpt', () => {
  it('reads emphasis, links, images, code, headings, lists and quotes as their text', () => {
    expect(markdownExcerpt('Keep it **tiny**, _kind_ and ~light~', 200)).toBe(
      'Keep it tiny, kind and ~light~',
    );
    expect(markdownExcerpt('## Hi **there** [my link](https://x.y "t") ![a cat](c.png)', 200)).toBe(
      'Hi there my link a cat',
    );
    expect(markdownExcerpt('> quoted *text*\n> - one\n> - two\n\n1. first\n2. second', 200)).toBe(
      'quoted text one two first second',
    );
    expect(markdownExcerpt('Run `npm test` then:\n\n```sh\nnpm run build\n```', 200)).toBe(
      'Run npm test then: npm run build',
    );
    expect(markdownExcerpt('[a reference][r] and [r]\n\n[r]: https://example.org', 200)).toBe(
      'a reference and r',
    );
    expect(markdownExcerpt('Title\n=====\n\nsnake_case, 2 * 3 and &amp; &copy;', 200)).toBe(
      'Title snake_case, 2 * 3 and & ©',
    );
  });

  it('drops HTML as the forum does instead of mangling it', () => {
    expect(markdownExcerpt('<script>alert(1)</script>\n\nHello', 200)).toBe('Hello');
    expect(markdownExcerpt('A <b>bold</b> move<br>', 200)).toBe('A bold move');
    expect(markdownExcerpt('<div>\nhidden\n</div>\n\nshown', 200)).toBe('shown');
    // Written as text by escaping it: still no tag in the excerpt.
    expect(markdownExcerpt('\\<scriptalert(1)\\</s', 200)).toBe('< scriptalert(1)< /s');
  });

  it('collapses whitespace and cuts at a word with an ellipsis', () => {
    expect(markdownExcerpt('  one\n\n\ttwo   three  ', 200)).toBe('one two three');
    expect(markdownExcerpt('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…');
    expect(markdownExcerpt('Calm, steady, kind: words to live by', 15)).toBe('Calm, steady…');
    expect(markdownExcerpt('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(markdownExcerpt('**tiny**', 140)).toBe('tiny');
  });

  it('equals the text of the rendered Markdown', () => {
    fc.assert(
      fc.property(wellFormed, (markdown) => {
        expect(markdownExcerpt(markdown, 100_000)).toBe(renderedText(markdown));
      }),
      { numRuns: 300 },
    );
  });

  it('never shows markup, stays within its length and is cut from the whole text', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, wellFormed), fc.integer({ min: 1, max: 300 }), (markdown, max) => {
        const excerpt = markdownExcerpt(markdown, max);
        const whole = markdownExcerpt(markdown, 1_000_000);
        expect(excerpt.length).toBeLessThanOrEqual(max);
        expect(excerpt).not.toMatch(MARKUP);
        expect(excerpt).not.toMatch(/^\s|\s$|\s\s|[\n\t]/);
        if (whole.length <= max) expect(excerpt).toBe(whole);
        else {
          expect(excerpt.endsWith('…')).toBe(true);
          expect(whole.startsWith(excerpt.slice(0, -1))).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
