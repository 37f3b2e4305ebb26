/** "1 reply", "2 replies": a count with the word that agrees with it. */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
