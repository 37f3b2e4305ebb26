import { truncateAtWord } from '../text/truncate-at-word';
import { inlineText } from './markdown-inline';
import { normalizeLabel } from './markdown-inline-syntax';

/**
 * Excerpts of members' Markdown (feed cards, notifications, the admin tables, the audit log): the text a reader
 * sees of the rendered post, never its markup. Blocks are read line by line as CommonMark does (headings,
 * quotes, lists, fences, indented code, HTML blocks, which the forum does not render), each block's inline
 * Markdown by markdown-inline.ts; only as many blocks are read as the excerpt needs.
 */

interface Block {
  text: string;
  /** Code: shown as written, no inline Markdown. */
  literal: boolean;
}

const BLOCK_TAGS =
  'address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul';
const ATTRIBUTES = `(?:\\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\\s*=\\s*(?:[^\\s"'=<>\`]+|'[^']*'|"[^"]*"))?)*`;
/** HTML block starts (CommonMark 4.6) and how each ends; the seventh cannot interrupt a paragraph. */
const HTML_BLOCKS: { start: RegExp; end: RegExp | 'blank'; interrupts: boolean }[] = [
  {
    start: /^<(?:script|pre|style|textarea)(?:\s|>|$)/i,
    end: /<\/(?:script|pre|style|textarea)>/i,
    interrupts: true,
  },
  { start: /^<!--/, end: /-->/, interrupts: true },
  { start: /^<\?/, end: /\?>/, interrupts: true },
  { start: /^<![A-Za-z]/, end: />/, interrupts: true },
  { start: /^<!\[CDATA\[/, end: /\]\]>/, interrupts: true },
  { start: new RegExp(`^</?(?:${BLOCK_TAGS})(?:\\s|/?>|$)`, 'i'), end: 'blank', interrupts: true },
  {
    start: new RegExp(`^(?:<[A-Za-z][A-Za-z0-9-]*${ATTRIBUTES}\\s*/?>|</[A-Za-z][A-Za-z0-9-]*\\s*>)\\s*$`),
    end: 'blank',
    interrupts: false,
  },
];
const QUOTE_MARKER = /^ {0,3}> ?/;
const LIST_MARKER = /^ {0,3}(?:[-+*]|(\d{1,9})[.)])(?:[ \t]+|$)/;
/** Inside a list, an item may be indented under its parent's text. */
const NESTED_LIST_MARKER = /^[ \t]*(?:[-+*]|(\d{1,9})[.)])(?:[ \t]+|$)/;
const THEMATIC_BREAK = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]+|$)/;
const DEFINITION = /^ {0,3}\[((?:[^\\[\]]|\\.){1,999})\]:[ \t]*\S/;

const indentOf = (line: string) => {
  let columns = 0;
  for (const c of line) {
    if (c === ' ') columns += 1;
    else if (c === '\t') columns += 4 - (columns % 4);
    else break;
  }
  return columns;
};

/**
 * The blocks of a Markdown document, in order, as plain-text sources; the labels of its link reference
 * definitions go into `references` (a link may use one defined further down).
 */
function blocksOf(markdown: string, references: Set<string>): Block[] {
  return [...readBlocks(markdown, references)];
}

function* readBlocks(markdown: string, references: Set<string>): Generator<Block> {
  const lines = markdown.replace(/\r\n?/g, '\n').replace(/\0/g, '\ufffd').split('\n');
  let paragraph: string[] = [];
  let code: string[] = [];
  let fence: RegExp | null = null;
  let html: RegExp | 'blank' | null = null;
  let inList = false;

  function* flush(): Generator<Block> {
    if (paragraph.length) yield { text: paragraph.join('\n'), literal: false };
    if (code.length) yield { text: code.join('\n'), literal: true };
    paragraph = [];
    code = [];
  }

  for (const line of lines) {
    let rest = line;
    let newItem = false;
    while (true) {
      const quote = QUOTE_MARKER.exec(rest);
      if (quote) {
        rest = rest.slice(quote[0].length);
        continue;
      }
      if (fence || html || THEMATIC_BREAK.test(rest)) break;
      if (paragraph.length && SETEXT_UNDERLINE.test(rest)) break;
      const marker = (inList ? NESTED_LIST_MARKER : LIST_MARKER).exec(rest);
      if (!marker) break;
      // A new list interrupts a paragraph only when its item has text and, if numbered, starts at 1.
      const after = rest.slice(marker[0].length);
      const startsList = after.trim() !== '' && (marker[1] === undefined || Number(marker[1]) === 1);
      if (paragraph.length && !startsList && !newItem && !inList) break;
      rest = after;
      newItem = true;
    }
    const blank = rest.trim() === '';
    if (newItem) inList = true;

    if (fence) {
      if (fence.test(rest)) {
        fence = null;
        yield* flush();
      } else code.push(rest.trim());
      continue;
    }
    if (html) {
      if (html === 'blank' ? blank : html.test(rest)) html = null;
      continue;
    }
    if (blank) {
      yield* flush();
      continue;
    }
    if (newItem) yield* flush();
    else if (indentOf(rest) === 0 && !paragraph.length) inList = false;

    const indent = indentOf(rest);
    const trimmed = rest.trimStart();
    if (indent >= 4 && !paragraph.length && !inList) {
      code.push(trimmed);
      continue;
    }
    if (code.length) yield* flush();
    const opening = /^(`{3,}|~{3,})(.*)$/.exec(trimmed);
    if (opening && (indent < 4 || inList) && !(opening[1]![0] === '`' && opening[2]!.includes('`'))) {
      yield* flush();
      // Closed by a run of the same character at least as long, alone on its line.
      fence = new RegExp(`^[ \\t]*${opening[1]![0]}{${opening[1]!.length},}[ \\t]*$`);
      continue;
    }
    const htmlBlock = indent < 4 ? HTML_BLOCKS.find((b) => b.start.test(trimmed)) : undefined;
    if (htmlBlock && (htmlBlock.interrupts || !paragraph.length)) {
      yield* flush();
      // Types 1–5 may end on the line that starts them.
      const endsHere = htmlBlock.end !== 'blank' && htmlBlock.end.test(trimmed.slice(2));
      html = endsHere ? null : htmlBlock.end;
      continue;
    }
    if (THEMATIC_BREAK.test(rest) || (paragraph.length && SETEXT_UNDERLINE.test(rest))) {
      yield* flush();
      continue;
    }
    if (ATX_HEADING.test(rest)) {
      yield* flush();
      const heading = trimmed.replace(/^#{1,6}/, '').replace(/(?:^|[ \t]+)#+[ \t]*$/, '');
      yield { text: heading.trim(), literal: false };
      continue;
    }
    const definition = paragraph.length ? null : DEFINITION.exec(rest);
    if (definition) {
      references.add(normalizeLabel(definition[1]!));
      continue;
    }
    paragraph.push(trimmed);
  }
  yield* flush();
}

/**
 * Makes sure an excerpt reads as text: characters that would still look like markup (escaped or quoted in
 * code by the author) are taken apart, every run of whitespace becomes one space.
 */
function plainOnly(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/`+/g, '')
      .replace(/<\/?[A-Za-z][^<>]{0,200}>/g, ' ')
      .replace(/<(?=[A-Za-z/!?])/g, '< ')
      .replace(/[*_~]{2,}/g, ' ')
      .replace(/\]\(/g, '] (')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

// How far past the excerpt's length the blocks are read before they stop: markup taken apart near the end
// (a tag-like run is at most about 200 characters) cannot change the text before the cut.
const READ_AHEAD = 256;

/**
 * The plain text a reader sees of `markdown` (emphasis, links and images read as their text, code as its
 * content, HTML and Markdown syntax removed), whitespace collapsed, cut at a word to at most `maxLength`
 * characters with an ellipsis.
 */
export function markdownExcerpt(markdown: string, maxLength: number): string {
  const references = new Set<string>();
  const parts: string[] = [];
  let length = 0;
  for (const block of blocksOf(markdown, references)) {
    const text = block.literal ? block.text : inlineText(block.text, references);
    parts.push(text);
    length += text.length + 1;
    if (length > maxLength + READ_AHEAD) {
      const plain = plainOnly(parts.join(' '));
      if (plain.length > maxLength + READ_AHEAD) return truncateAtWord(plain, maxLength);
    }
  }
  return truncateAtWord(plainOnly(parts.join(' ')), maxLength);
}
