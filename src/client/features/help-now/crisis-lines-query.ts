import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CRISIS_LINES } from '@shared/help/crisis-lines.seed';
import type { CrisisLines } from '@shared/help/crisis-lines.schemas';
import { apiRequest } from '@client/lib/api-client';
import { lazySchema } from '@client/lib/lazy-schema';
import { readStored, writeStored } from './device-storage';

export const CRISIS_LINES_KEY = 'dyl-crisis-lines';

const crisisLinesSchema = lazySchema(() => import('@shared/help/crisis-lines.schemas'), 'crisisLinesSchema');

const isCrisisLines = (value: unknown): value is CrisisLines =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as CrisisLines).lines) &&
  typeof (value as CrisisLines).updatedAt === 'string';

/** What the device has before (or without) the server: the last list it read, else the lines it shipped with. */
export function crisisLinesOnDevice(): CrisisLines {
  return (
    readStored(CRISIS_LINES_KEY, isCrisisLines) ?? {
      lines: DEFAULT_CRISIS_LINES.map((line, index) => ({ id: `shipped-${index}`, ...line })),
      updatedAt: new Date(0).toISOString(),
    }
  );
}

/**
 * The crisis lines: shown at once from the device (no round trip, offline too), then refreshed from the server
 * when it answers, and the newer list kept on the device for next time.
 */
export function useCrisisLines(): CrisisLines {
  const { data } = useQuery({
    queryKey: ['crisis-lines'],
    queryFn: async ({ signal }) => {
      const fresh = await apiRequest('/api/help/crisis-lines', { schema: crisisLinesSchema, signal });
      writeStored(CRISIS_LINES_KEY, fresh);
      return fresh;
    },
    initialData: crisisLinesOnDevice,
    initialDataUpdatedAt: 0,
    retry: false,
    meta: { reads: ['crisisLines'] },
  });
  return data;
}
