/**
 * The help panel's few things kept on this device only (localStorage): the chosen country, the person the
 * member trusts, and the last crisis lines read from the server. None of it is sent anywhere; storage that is
 * blocked or full simply keeps nothing.
 */
export function readStored<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Not kept (storage blocked or full): the panel still works for this visit.
  }
}
