/** Time left as a clock reads it, "mm:ss", rounded up to the whole second (the focus timer, a step's countdown). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  return `${String(minutes).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * A time of day ("21:00") as the device's own clock shows it ("9:00 PM" on a 12-hour device, "21:00" on a 24-hour
 * one), like the time fields beside it.
 */
export function formatTimeOfDay(time: string, locale?: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(
    new Date(2000, 0, 1, hours, minutes),
  );
}
