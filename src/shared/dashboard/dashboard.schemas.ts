import * as z from '../api/zod-mini';
import { skillSummarySchema } from '../content/content.schemas';
import { habitScheduleSchema } from '../tools/entries/habit-tracker.schemas';

export const dashboardSchema = z.object({
  firstName: z.string(),
  /** The member's current day (their time zone, after their end-of-day hour). */
  today: z.string(),
  /** The zone the member's days follow (the page offers the device's when it differs). */
  timeZone: z.string(),
  partOfDay: z.enum(['morning', 'afternoon', 'evening', 'night']),
  onboardingDone: z.boolean(),
  intention: z.nullable(
    z.object({
      id: z.string(),
      intention: z.string(),
      focusArea: z.string(),
      checkedIn: z.boolean(),
    }),
  ),
  habits: z.array(
    z.object({ id: z.string(), name: z.string(), schedule: habitScheduleSchema, doneToday: z.boolean() }),
  ),
  focusMinutesToday: z.number(),
  /** null when they could not be worked out: the page says 'Could not fetch recommendations'. */
  recommendations: z.nullable(z.array(skillSummarySchema)),
  lastSkill: z.nullable(z.object({ id: z.string(), title: z.string(), completedAt: z.string() })),
  streak: z.object({ current: z.number(), skipsLeftThisMonth: z.number() }),
  recentActivity: z.array(z.object({ id: z.string(), toolKey: z.string(), createdAt: z.string() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
