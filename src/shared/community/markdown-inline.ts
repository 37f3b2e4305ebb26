import {
  angleAt,
  entityAt,
  inlineLinkEnd,
  isEscapable,
  normalizeLabel,
  referenceLabelAt,
} from './markdown-inline-syntax';

/**
 * The text a reader sees of one block of Markdown (a paragraph, a heading): CommonMark's inline rules as the
 * forum renders them (react-markdown, no extensions, raw HTML skipped), kept to what plain text needs. Emphasis
 * is matched by the spec's delimiter algorithm (so `snake_case` and `2 * 3` stay), links and images become
 * their text, code spans their content, raw HTML disappears, escapes and entities are decoded.
 */

interface Text {
  text: string;
}

interface Delimiter {
  char: '*' | '_';
  /** Characters of the run not yet used by a match (they stay as literal text). */
  count: number;
  original: number;
  canOpen: boolean;
  canClose: boolean;
  prev: Delimiter | null;
  next: Delimiter | null;
}

interface Bracket {
  node: Text;
  image: boolean;
  /** Where the bracket's content starts in the source (for a shortcut reference's label). */
  start: number;
  active: boolean;
  /** The last delimiter before the bracket: emphasis inside a link is matched above it. */
  bottom: Delimiter | null;
  prev: Bracket | null;
}

const WHITESPACE = /[\s\p{Zs}]/u;
const PUNCTUATION = /[\p{P}\p{S}]/u;

/** The character before `index` (a whole code point), or '' at the start. */
function charBefore(source: string, index: number): string {
  if (index <= 0) return '';
  const low = source.charCodeAt(index - 1);
  const start = low >= 0xdc00 && low <= 0xdfff && index >= 2 ? index - 2 : index - 1;
  return String.fromCodePoint(source.codePointAt(start) ?? 0);
}

function charAt(source: string, index: number): string {
  return index < source.length ? String.fromCodePoint(source.codePointAt(index) ?? 0) : '';
}

/**
 * The plain text of one block's inline Markdown. `references` holds the normalised labels of the post's link
 * reference definitions (`[label]: url`), so `[text][label]` reads as its text only when the label exists.
 */
export function inlineText(source: string, references: ReadonlySet<string>): string {
  const nodes: (Text | Delimiter)[] = [];
  // Typed by assertion: assigned in nested functions and branches, they must not narrow to null.
  let lastDelimiter = null as Delimiter | null;
  let lastBracket = null as Bracket | null;
  // Per backtick run length, a position after which no closing run of that length exists.
  const noCloserFrom = new Map<number, number>();
  const pushText = (text: string) => {
    const node = { text };
    nodes.push(node);
    return node;
  };

  function removeDelimiter(d: Delimiter) {
    if (d.prev) d.prev.next = d.next;
    if (d.next) d.next.prev = d.prev;
    if (lastDelimiter === d) lastDelimiter = d.prev;
  }

  /** CommonMark's "process emphasis": matched delimiter characters are used up (their count falls). */
  function processEmphasis(bottom: Delimiter | null) {
    const openersBottom = new Map<string, Delimiter | null>();
    let closer: Delimiter | null = bottom ? bottom.next : firstDelimiterAbove(null);
    while (closer) {
      if (!closer.canClose) {
        closer = closer.next;
        continue;
      }
      const key = `${closer.char}${closer.canOpen}${closer.original % 3}`;
      const floor = openersBottom.has(key) ? openersBottom.get(key)! : bottom;
      let opener: Delimiter | null = closer.prev;
      while (opener && opener !== bottom && opener !== floor) {
        const oddMatch =
          (opener.canClose || closer.canOpen) &&
          (opener.original + closer.original) % 3 === 0 &&
          !(opener.original % 3 === 0 && closer.original % 3 === 0);
        if (opener.char === closer.char && opener.canOpen && !oddMatch) break;
        opener = opener.prev;
      }
      if (opener && opener !== bottom && opener !== floor) {
        const used = opener.count >= 2 && closer.count >= 2 ? 2 : 1;
        opener.count -= used;
        closer.count -= used;
        for (let between = opener.next; between && between !== closer; between = between.next) {
          removeDelimiter(between);
        }
        if (opener.count === 0) removeDelimiter(opener);
        if (closer.count === 0) {
          const next: Delimiter | null = closer.next;
          removeDelimiter(closer);
          closer = next;
        }
      } else {
        openersBottom.set(key, closer.prev);
        const next: Delimiter | null = closer.next;
        if (!closer.canOpen) removeDelimiter(closer);
        closer = next;
      }
    }
    while (lastDelimiter && lastDelimiter !== bottom) removeDelimiter(lastDelimiter);
  }

  function firstDelimiterAbove(bottom: Delimiter | null): Delimiter | null {
    let first: Delimiter | null = null;
    for (let d = lastDelimiter; d && d !== bottom; d = d.prev) first = d;
    return first;
  }

  /** The index after a `]` that closes a link or image, or -1 when it closes nothing. */
  function linkEnd(opener: Bracket, close: number): number {
    if (source[close + 1] === '(') {
      const end = inlineLinkEnd(source, close + 1);
      if (end >= 0) return end;
    }
    const label = referenceLabelAt(source, close + 1);
    if (label && label.label.trim()) return references.has(normalizeLabel(label.label)) ? label.end : -1;
    const own = source.slice(opener.start, close);
    if (!own.trim() || !references.has(normalizeLabel(own))) return -1;
    return label ? label.end : close + 1;
  }

  let i = 0;
  let plain = '';
  const flushPlain = () => {
    if (plain) pushText(plain);
    plain = '';
  };
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\\') {
      const next = source[i + 1];
      if (isEscapable(next)) plain += next;
      else plain += next === '\n' ? ' ' : '\\';
      i += isEscapable(next) || next === '\n' ? 2 : 1;
    } else if (c === '`') {
      let run = 1;
      while (source[i + run] === '`') run += 1;
      let end = -1;
      if (i < (noCloserFrom.get(run) ?? Infinity)) {
        for (let j = i + run; j < source.length;) {
          if (source[j] !== '`') {
            j += 1;
            continue;
          }
          let other = 1;
          while (source[j + other] === '`') other += 1;
          if (other === run) {
            end = j;
            break;
          }
          j += other;
        }
        if (end < 0) noCloserFrom.set(run, i);
      }
      if (end < 0) {
        plain += '`'.repeat(run);
      } else {
        const code = source.slice(i + run, end).replace(/\n/g, ' ');
        plain += /^ .*[^ ].* $/s.test(code) ? code.slice(1, -1) : code;
        end += run;
      }
      i = end < 0 ? i + run : end;
    } else if (c === '&') {
      const entity = entityAt(source, i);
      plain += entity ? entity.text : '&';
      i = entity ? entity.end : i + 1;
    } else if (c === '<') {
      const angle = angleAt(source, i);
      plain += angle ? angle.text : '<';
      i = angle ? angle.end : i + 1;
    } else if (c === '*' || c === '_') {
      flushPlain();
      let run = 1;
      while (source[i + run] === c) run += 1;
      const before = charBefore(source, i);
      const after = charAt(source, i + run);
      const spaceBefore = !before || WHITESPACE.test(before);
      const spaceAfter = !after || WHITESPACE.test(after);
      const punctBefore = PUNCTUATION.test(before);
      const punctAfter = PUNCTUATION.test(after);
      const left = !spaceAfter && (!punctAfter || spaceBefore || punctBefore);
      const right = !spaceBefore && (!punctBefore || spaceAfter || punctAfter);
      const delimiter: Delimiter = {
        char: c,
        count: run,
        original: run,
        canOpen: c === '*' ? left : left && (!right || punctBefore),
        canClose: c === '*' ? right : right && (!left || punctAfter),
        prev: lastDelimiter,
        next: null,
      };
      if (lastDelimiter) lastDelimiter.next = delimiter;
      lastDelimiter = delimiter;
      nodes.push(delimiter);
      i += run;
    } else if (c === '[' || (c === '!' && source[i + 1] === '[')) {
      flushPlain();
      const image = c === '!';
      const node = pushText(image ? '![' : '[');
      i += image ? 2 : 1;
      lastBracket = { node, image, start: i, active: true, bottom: lastDelimiter, prev: lastBracket };
    } else if (c === ']') {
      const opener: Bracket | null = lastBracket;
      const end = opener?.active ? linkEnd(opener, i) : -1;
      if (!opener || end < 0) {
        if (opener) lastBracket = opener.prev;
        plain += ']';
        i += 1;
        continue;
      }
      flushPlain();
      opener.node.text = '';
      processEmphasis(opener.bottom);
      lastBracket = opener.prev;
      // No link inside a link: the brackets opened before this one can no longer make one.
      if (!opener.image) for (let b = lastBracket; b; b = b.prev) if (!b.image) b.active = false;
      i = end;
    } else {
      plain += c === '\n' ? ' ' : c;
      i += 1;
    }
  }
  flushPlain();
  processEmphasis(null);
  return nodes.map((node) => ('char' in node ? node.char.repeat(node.count) : node.text)).join('');
}
