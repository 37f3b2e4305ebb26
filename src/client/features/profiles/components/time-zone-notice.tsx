import { spanOffsetAt } from '@shared/dates/zone-offset-span';
import { ChunkBoundary } from '@client/components/ui/chunk-boundary';
import { lazyChunk } from '@client/lib/lazy-chunk';
import { useSessionQuery } from '../../account/api/session';

const TimeZoneOffer = lazyChunk(async () => (await import('./time-zone-offer')).TimeZoneOffer);

/**
 * A calm offer to count the member's days in this device's zone when it differs from the one they follow.
 * "Keep" is remembered on this device for this pair of zones, so it comes back only when either changes.
 *
 * A device whose offset from UTC is now the stored zone's (the session says it: its zone offset span) has the
 * same days now, and is not asked for its zone: the offer (its code, the profile's schemas, and the page's first
 * Intl call, the dashboard's longest task on a phone) comes only when the offsets part (another zone, or summer
 * time starting in one of them), or when the session does not say.
 */
export function TimeZoneNotice({ storedZone }: { storedZone: string }) {
  const span = useSessionQuery().data?.zoneOffset;
  const now = new Date();
  const storedOffset = span?.timeZone === storedZone ? spanOffsetAt(span, now) : null;
  if (storedOffset === -now.getTimezoneOffset()) return null;
  return (
    <ChunkBoundary loading={null} quiet={null}>
      <TimeZoneOffer storedZone={storedZone} />
    </ChunkBoundary>
  );
}
