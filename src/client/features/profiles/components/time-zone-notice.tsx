import { ChunkBoundary } from '@client/components/ui/chunk-boundary';
import { lazyChunk } from '@client/lib/lazy-chunk';

const TimeZoneOffer = lazyChunk(async () => (await import('./time-zone-offer')).TimeZoneOffer);

/**
 * A calm offer to count the member's days in this device's zone when it differs from the one they follow.
 * "Keep" is remembered on this device for this pair of zones, so it comes back only when either changes.
 *
 * A device whose offset from UTC is now the stored zone's has the same days now, and is not asked for its zone:
 * the offer (its code, the profile's schemas, and the page's first Intl call, the dashboard's longest task on a
 * phone) comes only when the offsets part (another zone, or summer time starting in one of them).
 */
export function TimeZoneNotice({
  storedZone,
  storedOffsetMinutes,
}: {
  storedZone: string;
  /** The stored zone's offset from UTC as the server last worked it out, when the page has it (the dashboard). */
  storedOffsetMinutes?: number;
}) {
  if (storedOffsetMinutes === -new Date().getTimezoneOffset()) return null;
  return (
    <ChunkBoundary loading={null} quiet={null}>
      <TimeZoneOffer storedZone={storedZone} />
    </ChunkBoundary>
  );
}
