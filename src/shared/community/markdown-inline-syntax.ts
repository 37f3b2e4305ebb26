/**
 * The pieces of CommonMark's inline syntax that markdown-inline.ts reads past as a whole: escapes, character
 * references, autolinks and raw HTML, link destinations and reference labels. Each answers what it found at a
 * position and where it ends.
 */

const ESCAPABLE = new Set('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');

/** Whether a backslash before `c` makes it a literal character. */
export const isEscapable = (c: string | undefined) => c !== undefined && ESCAPABLE.has(c);

const RAW_HTML = new RegExp(
  [
    '<[A-Za-z][A-Za-z0-9-]*(?:\\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\\s*=\\s*(?:[^\\s"\'=<>`]+|\'[^\']*\'|"[^"]*"))?)*\\s*/?>',
    '</[A-Za-z][A-Za-z0-9-]*\\s*>',
    '<!--->|<!-->|<!--[\\s\\S]*?-->',
    '<\\?[\\s\\S]*?\\?>',
    '<![A-Za-z][^>]*>',
    '<!\\[CDATA\\[[\\s\\S]*?\\]\\]>',
  ].join('|'),
  'y',
);
const URI_AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/y;
const EMAIL_AUTOLINK =
  /<([A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)>/y;
const ENTITY = /&(?:#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/y;
const REFERENCE_LABEL = /\[((?:[^\\[\]]|\\.){0,999})\]/y;

// The named references people type; any other stays as written (the renderer knows all of HTML's).
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  deg: '°',
  times: '×',
  divide: '÷',
  plusmn: '±',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  sect: '§',
  para: '¶',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  harr: '↔',
  hearts: '♥',
  check: '✓',
};

/** A link label as references are matched: case-folded, inner whitespace collapsed. */
export const normalizeLabel = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

function decodeEntity(match: RegExpExecArray): string {
  const [whole, decimal, hex, name] = match;
  if (name !== undefined) return NAMED_ENTITIES[name] ?? whole;
  const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return String.fromCodePoint(valid ? code : 0xfffd);
}

/** Whether an inline link's `( destination "title" )` starts at `from`; the index after it, or -1. */
export function inlineLinkEnd(source: string, from: number): number {
  let i = from + 1;
  const skipSpace = () => {
    while (i < source.length && /[ \t\n]/.test(source[i]!)) i += 1;
  };
  skipSpace();
  if (source[i] === '<') {
    i += 1;
    while (i < source.length && source[i] !== '>') {
      if (source[i] === '\n' || source[i] === '<') return -1;
      i += source[i] === '\\' ? 2 : 1;
    }
    if (source[i] !== '>') return -1;
    i += 1;
  } else {
    let depth = 0;
    while (i < source.length) {
      const c = source[i]!;
      if (c === ')' && depth === 0) break;
      if (c <= ' ') break;
      if (c === '(') depth += 1;
      if (c === ')') depth -= 1;
      i += c === '\\' && isEscapable(source[i + 1]) ? 2 : 1;
    }
    if (depth !== 0) return -1;
  }
  const afterDestination = i;
  skipSpace();
  const open = source[i];
  if ((open === '"' || open === "'" || open === '(') && i > afterDestination) {
    const close = open === '(' ? ')' : open;
    i += 1;
    while (i < source.length && source[i] !== close) {
      if (open === '(' && source[i] === '(') return -1;
      i += source[i] === '\\' ? 2 : 1;
    }
    if (source[i] !== close) return -1;
    i += 1;
    skipSpace();
  }
  return source[i] === ')' ? i + 1 : -1;
}

/** The text a character reference (`&amp;`, `&#169;`) at `index` stands for, and where it ends; null if none. */
export function entityAt(source: string, index: number): { text: string; end: number } | null {
  ENTITY.lastIndex = index;
  const entity = ENTITY.exec(source);
  return entity ? { text: decodeEntity(entity), end: ENTITY.lastIndex } : null;
}

/**
 * What a `<` at `index` opens: an autolink reads as its address, raw HTML as nothing (the forum skips it);
 * null when it opens neither (a plain `<`).
 */
export function angleAt(source: string, index: number): { text: string; end: number } | null {
  for (const pattern of [URI_AUTOLINK, EMAIL_AUTOLINK, RAW_HTML]) {
    pattern.lastIndex = index;
    const found = pattern.exec(source);
    if (found) return { text: pattern === RAW_HTML ? '' : found[1]!, end: pattern.lastIndex };
  }
  return null;
}

/** A `[label]` at `index` (as a full or collapsed reference follows link text), and where it ends. */
export function referenceLabelAt(source: string, index: number): { label: string; end: number } | null {
  REFERENCE_LABEL.lastIndex = index;
  const found = REFERENCE_LABEL.exec(source);
  return found ? { label: found[1]!, end: REFERENCE_LABEL.lastIndex } : null;
}
