import * as z from '../../api/zod-mini';
import { calendarDateField, calendarDateTimeField } from '../../api/dates';

/** A required text of at most `max` characters, trimmed. */
export const text = (max: number, label = 'This field') =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} cannot be empty.`),
      z.maxLength(max, `${label} must be at most ${max} characters.`),
    );
/** An optional text of at most `max` characters, trimmed. */
export const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `Must be at most ${max} characters.`)));
export const calendarDate = calendarDateField();
export const calendarDateTime = calendarDateTimeField();
export const percent = z.number().check(z.int(), z.minimum(0), z.maximum(100));

/** Values (from the member's card sort) an action lives: optional tags on habits, goals, focus sessions, intentions. */
export const valueTags = z.optional(
  z.array(text(60, 'A value')).check(z.maxLength(5, 'Tag at most five values.')),
);
