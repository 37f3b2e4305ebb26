import { isCalendarDate } from '../dates/calendar-days';
import * as z from '../api/zod-mini';

const text = (label: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(max, `${label} is limited to ${max} characters.`),
    );
const optional = <T extends z.ZodMiniType>(schema: T) => z.nullable(schema);
const httpsUrl = (label: string) =>
  text(label, 200).check(z.regex(/^https:\/\/[^\s]+$/, `${label} must be an https:// address.`));
/** A number to dial or text: digits, spaces, hyphens and a leading +. */
const dialable = (label: string) =>
  text(label, 30).check(
    z.regex(/^\+?[0-9][0-9 -]*$/, `${label} may hold only digits, spaces, hyphens and a leading +.`),
  );

/**
 * One crisis line, shown in the help panel for its country: who to call or text, when, and where the number
 * was found and when an admin last checked it there (null: not yet checked since it was added).
 */
const crisisLineFields = {
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/, 'Use the two-letter country code, e.g. "GB".')),
  countryName: text('The country', 60),
  name: text('The name', 80),
  isEmergency: z.boolean(),
  phone: optional(dialable('The phone number')),
  sms: optional(dialable('The text number')),
  smsKeyword: optional(text('The text keyword', 20)),
  url: optional(httpsUrl('The web address')),
  description: z.string().check(z.trim(), z.maxLength(200, 'The description is limited to 200 characters.')),
  sourceUrl: httpsUrl('The source'),
  checkedOn: optional(
    z.string().check(z.refine(isCalendarDate, 'The date it was checked must be a real date (YYYY-MM-DD).')),
  ),
};

export const crisisLineInputSchema = z.strictObject(crisisLineFields).check(
  z.refine((line) => line.phone !== null || line.sms !== null || line.url !== null, {
    message: 'Give a phone number, a text number or a web address.',
    path: ['phone'],
  }),
);
export type CrisisLineInput = z.infer<typeof crisisLineInputSchema>;

export const MAX_CRISIS_LINES = 200;

/** What the admin saves: the whole list, in the order shown (at least one line: the panel is never empty). */
export const crisisLinesInputSchema = z.strictObject({
  lines: z
    .array(crisisLineInputSchema)
    .check(
      z.minLength(1, 'Keep at least one line.'),
      z.maxLength(MAX_CRISIS_LINES, `At most ${MAX_CRISIS_LINES} lines.`),
    ),
});
export type CrisisLinesInput = z.infer<typeof crisisLinesInputSchema>;

export const crisisLineSchema = z.object({ id: z.string(), ...crisisLineFields });
export type CrisisLine = z.infer<typeof crisisLineSchema>;

/** GET /api/help/crisis-lines: the list and when it last changed (the device keeps the newest it has seen). */
export const crisisLinesSchema = z.object({ lines: z.array(crisisLineSchema), updatedAt: z.string() });
export type CrisisLines = z.infer<typeof crisisLinesSchema>;
