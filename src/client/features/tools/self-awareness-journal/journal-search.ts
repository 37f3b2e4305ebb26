interface SearchableEntry {
  data: { text: string; prompt?: string; emotions: readonly string[] };
}

export interface JournalFilter {
  text: string;
  /** An emotion tag, or '' for any. */
  tag: string;
}

/** Entries whose words (text, prompt or emotions) contain every search word, and that carry the tag, if one is chosen. */
export function filterJournalEntries<E extends SearchableEntry>(
  entries: readonly E[],
  filter: JournalFilter,
): E[] {
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  const tag = filter.tag.toLowerCase();
  return entries.filter((entry) => {
    const emotions = entry.data.emotions.map((e) => e.toLowerCase());
    if (tag && !emotions.includes(tag)) return false;
    const haystack = [entry.data.text, entry.data.prompt ?? '', ...emotions].join('\n').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** Every emotion tag used in the entries, most used first, then alphabetically. */
export function collectEmotionTags(entries: readonly SearchableEntry[]): string[] {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    for (const emotion of new Set(entry.data.emotions.map((e) => e.toLowerCase()))) {
      counts.set(emotion, (counts.get(emotion) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag);
}
