/** The longest id slugSchema accepts. */
const SLUG_MAX = 60;

/**
 * An id for a new category, skill or tool, from its title, by slugSchema's rules: lowercase ASCII letters and
 * digits joined by single hyphens, at most 60 characters ("Self-Compassion Break" → "self-compassion-break").
 * Accents lose their marks ("Café" → "cafe"), "&" reads "and", apostrophes vanish ("Don't" → "dont") and
 * anything else becomes a hyphen. A title with no letter or digit gives "".
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= SLUG_MAX) return words;
  // Cut between words when one ends near the limit, so an id does not end in half a word.
  const cut = words.slice(0, SLUG_MAX + 1);
  const lastBreak = cut.lastIndexOf('-');
  return (lastBreak >= SLUG_MAX / 2 ? cut.slice(0, lastBreak) : cut.slice(0, SLUG_MAX)).replace(/-+$/, '');
}
