// Trailing characters that read badly before an ellipsis.
const DANGLING = /[\s,;:.\-–—([{"'“‘/]+$/u;

/**
 * `text` cut to at most `maxLength` characters at a word boundary, ending with an ellipsis when cut. A first
 * word longer than half the room is cut inside (a long address). The text is returned unchanged when it fits.
 */
export function truncateAtWord(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  if (maxLength < 1) return '';
  let cut = maxLength - 1;
  const last = text.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut -= 1;
  if (!/\s/.test(text[cut] ?? ' ')) {
    const head = text.slice(0, cut);
    const space = Math.max(head.lastIndexOf(' '), head.lastIndexOf('\n'), head.lastIndexOf('\t'));
    if (space > maxLength / 2) cut = space;
  }
  const head = text.slice(0, cut);
  return `${head.replace(DANGLING, '') || head.trimEnd()}…`;
}
