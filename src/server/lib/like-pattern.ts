/** `%text%` for LIKE and ILIKE, with LIKE's own wildcards (and its escape character) taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
