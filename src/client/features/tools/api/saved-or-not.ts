/**
 * A save that rejects with its failure (after showing it: a toast, a rollback), for a form to put the server's
 * field messages on its fields, seen by a caller with no fields: true once saved, false when it failed.
 */
export const savedOrNot = (saving: Promise<unknown>): Promise<boolean> =>
  saving.then(
    () => true,
    () => false,
  );
