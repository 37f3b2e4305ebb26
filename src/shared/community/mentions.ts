/**
 * "@piakowalski" in a post or reply: a member's forum name (3–20 letters, digits or _) after an @ that does not
 * follow a letter, a digit, another @ or a slash (so an e-mail address or a URL path is not a mention).
 */
export const MENTION_PATTERN = /(?<![\w@/])@([a-z0-9_]{3,20})(?![\w@])/gi;

/** At most this many members are notified from one post or reply. */
export const MAX_MENTIONS = 10;

/** Removes code (fenced blocks and inline spans), where an @ is not a mention. */
function withoutCode(markdown: string): string {
  return markdown.replace(/```[\s\S]*?(?:```|$)|~~~[\s\S]*?(?:~~~|$)/g, ' ').replace(/`[^`\n]*`/g, ' ');
}

/** The forum names a text mentions, lower case, each once, in order, at most MAX_MENTIONS. */
export function mentionedNames(markdown: string): string[] {
  const names = new Set<string>();
  for (const match of withoutCode(markdown).matchAll(MENTION_PATTERN)) {
    names.add(match[1]!.toLowerCase());
    if (names.size === MAX_MENTIONS) break;
  }
  return [...names];
}

/** The text before the caret ends in an @ and the start of a name: what to suggest members for, or null. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|[^\w@/])@([a-z0-9_]{0,20})$/i.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1]!;
  return { start: caret - query.length - 1, query: query.toLowerCase() };
}
