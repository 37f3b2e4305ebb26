import * as z from '../api/zod-mini';

/** Said on every card: the numbers show days that go together, never what caused what. */
export const PATTERN_NOT_CAUSE = 'This shows a pattern, not a cause.';

export const insightSchema = z.object({
  /** Stable per comparison ('mood-habit:<id>', 'mood-focus', 'thinking-trap', 'helped:<skill>'). */
  id: z.string(),
  kind: z.enum(['mood-with', 'thinking-trap', 'what-helped']),
  title: z.string(),
  /** The finding in plain words, with both numbers compared. */
  body: z.string(),
  /** The size of the difference, in words ("0.8 higher on a 1–5 scale"). */
  size: z.string(),
  /** What it rests on ("31 days with a mood, 12 of them with Walk"). */
  basis: z.string(),
  caveat: z.literal(PATTERN_NOT_CAUSE),
});
export type Insight = z.infer<typeof insightSchema>;

export const insightsReportSchema = z.object({
  /** The member day these were computed on (at most once a day). */
  computedOn: z.string(),
  /** Days with a journal mood in the window the mood cards look at. */
  moodDays: z.number().check(z.int()),
  /** The least number of such days before any mood card can be shown. */
  minimumDays: z.number().check(z.int()),
  /** The days looked at, back from the computing day. */
  windowDays: z.number().check(z.int()),
  items: z.array(insightSchema),
});
export type InsightsReport = z.infer<typeof insightsReportSchema>;
