/**
 * The first section of a skill's Markdown body: any text before the first heading, or else the first
 * heading and what follows it up to the next heading of the same or a higher level. This is all a member
 * who cannot open the skill is sent of its body.
 */
export function firstSection(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const headingLevel = (line: string) => /^(#{1,6})\s/.exec(line)?.[1]?.length;
  let start = 0;
  while (start < lines.length && (lines[start] ?? '').trim() === '') start += 1;
  const firstLevel = headingLevel(lines[start] ?? '');
  const section: string[] = [];
  for (let index = start; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const level = headingLevel(line);
    if (index > start && level !== undefined && (firstLevel === undefined || level <= firstLevel)) break;
    section.push(line);
  }
  return section.join('\n').trim();
}
