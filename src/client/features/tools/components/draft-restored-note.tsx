/** Says that the form holds a draft brought back from this tab, not a saved entry. */
export function DraftRestoredNote({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <p role="status" className="rounded-lg bg-teal-50 px-3 py-2 text-sm text-teal-900">
      We kept the entry you were writing. It is not saved yet.
    </p>
  );
}
