/** A level-two heading of a Markdown page, as listed in its table of contents. */
export interface MarkdownHeading {
  /** Unique on the page; the rendered h2 carries it, so `#id` links and the contents jump to it. */
  id: string;
  /** The heading as plain text (inline Markdown removed). */
  title: string;
}

/** One `##` section: its heading and the Markdown under it, up to the next `##` heading. */
export interface MarkdownSection extends MarkdownHeading {
  markdown: string;
}

/** A page split at its `##` headings; `intro` is whatever comes before the first one. */
export interface SplitMarkdown {
  intro: string;
  sections: MarkdownSection[];
}

/** A URL fragment for a heading: "Who it suits?" → "who-it-suits". Never empty. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'section' : slug;
}

/** The text a reader sees for a line of inline Markdown: links, emphasis, code marks and tags removed. */
export function plainText(markdown: string): string {
  return (
    markdown
      .replace(/<[^>]*>/g, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/`+([^`]*)`+/g, '$1')
      .replace(/(\*{1,3})(\S(?:.*?\S)?)\1/g, '$2')
      // Underscores mark emphasis only at word edges (snake_case stays as written).
      .replace(/(^|[^\p{L}\p{N}_])(_{1,3})(\S(?:.*?\S)?)\2(?![\p{L}\p{N}_])/gu, '$1$3')
      .replace(/\\([!-/:-@[-`{-~])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

// An ATX heading of level two: up to three spaces, "##", then the text and an optional closing run of #.
const H2_LINE = /^ {0,3}##[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:[ \t]*\S/;

/**
 * Splits Markdown at its `##` headings (ignoring any inside fenced code). Each section gets a unique
 * slug id from its title (a repeated title gets "-2", "-3"…). Link reference definitions are copied to
 * every part, so a reference used in one section and defined in another still resolves.
 */
export function splitMarkdownSections(markdown: string): SplitMarkdown {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const introLines: string[] = [];
  const parts: { title: string; lines: string[] }[] = [];
  const definitions: string[] = [];
  let fence: string | null = null;

  for (const line of lines) {
    const fenceMatch = FENCE_LINE.exec(line);
    if (fence !== null) {
      if (fenceMatch?.[1] && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length)
        fence = null;
    } else if (fenceMatch?.[1]) {
      fence = fenceMatch[1];
    } else {
      const heading = H2_LINE.exec(line);
      const title = heading ? plainText(heading[1] ?? '') : '';
      if (title !== '') {
        parts.push({ title, lines: [] });
        continue;
      }
      if (REFERENCE_DEFINITION.test(line)) definitions.push(line);
    }
    (parts.at(-1)?.lines ?? introLines).push(line);
  }

  const withDefinitions = (partLines: string[]) => {
    const own = new Set(partLines);
    const extra = definitions.filter((definition) => !own.has(definition));
    const body = partLines.join('\n').trim();
    return extra.length > 0 ? `${body}\n\n${extra.join('\n')}`.trim() : body;
  };

  const taken = new Set<string>();
  const sections = parts.map((part) => {
    const base = slugify(part.title);
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return { id, title: part.title, markdown: withDefinitions(part.lines) };
  });

  const intro = introLines.join('\n').trim();
  return { intro: intro === '' ? '' : withDefinitions(introLines), sections };
}

/** The `##` headings of a page, in order, with the ids their rendered h2 elements carry. */
export function extractHeadings(markdown: string): MarkdownHeading[] {
  return splitMarkdownSections(markdown).sections.map(({ id, title }) => ({ id, title }));
}
