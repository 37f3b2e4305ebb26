import { DraftRestoredNote as Note } from '@client/components/ui/draft-restored-note';

/** Says that the form holds a draft brought back from this tab, not a saved entry. */
export function DraftRestoredNote({ shown }: { shown: boolean }) {
  return <Note shown={shown}>We kept the entry you were writing. It is not saved yet.</Note>;
}
