// The client is typed without Node, but its tests run in Node, which follows TZ for Date and Intl the moment it
// changes: this is the one place that reaches for it.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
const original = env.TZ;

/** Puts this test "device" in `zone` (its clock and Intl's default zone); undo it with restoreDeviceTimeZone. */
export function setDeviceTimeZone(zone: string): void {
  env.TZ = zone;
}

/** The zone the tests started in. */
export function restoreDeviceTimeZone(): void {
  if (original === undefined) delete env.TZ;
  else env.TZ = original;
}
