import type * as z from '../../api/zod-mini';
import type { thoughtRecordEntrySchema } from '../tool-data.schemas';

export type ThoughtRecord = z.infer<typeof thoughtRecordEntrySchema>;

export interface RatedChange {
  label: string;
  before: number;
  after: number | null;
  /** after − before; negative means it eased. Null until re-rated. */
  change: number | null;
}

/** How belief in each automatic thought and the intensity of each emotion moved after the balanced thought. */
export function thoughtRecordChange(record: ThoughtRecord): {
  thoughts: RatedChange[];
  emotions: RatedChange[];
} {
  const rated = (label: string, before: number, after: number | undefined): RatedChange => ({
    label,
    before,
    after: after ?? null,
    change: after === undefined ? null : after - before,
  });
  return {
    thoughts: record.automaticThoughts.map((t, i) => rated(t.text, t.belief, record.rerate?.beliefs[i])),
    emotions: record.emotions.map((e, i) => rated(e.name, e.intensity, record.rerate?.emotions[i])),
  };
}
