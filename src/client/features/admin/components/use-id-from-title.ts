import { useState, type ChangeEvent } from 'react';
import { slugFromTitle } from '@shared/admin/slug-from-title';

/**
 * A new item's id made from its title as the admin types it, by the server's id rules. Once the admin types
 * in the id field it is theirs and stops following; emptying it hands it back to the title.
 */
export function useIdFromTitle(isNew: boolean, setId: (id: string) => void) {
  const [follows, setFollows] = useState(isNew);
  return {
    follows,
    handleTitleChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (follows) setId(slugFromTitle(event.target.value));
    },
    handleIdChange: (event: ChangeEvent<HTMLInputElement>) => setFollows(event.target.value === ''),
  };
}

/** The id field's hint: fixed once saved, made from the title (or name) while it follows it, else the rule. */
export function idFieldHint(options: {
  saved: string | null;
  follows: boolean;
  source: 'title' | 'name';
}): string {
  if (options.saved !== null) return options.saved;
  return options.follows
    ? `Made from the ${options.source}; type here to choose another.`
    : 'Lowercase words joined by hyphens; it appears in links.';
}
