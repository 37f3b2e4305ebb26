import type { UseFormRegisterReturn } from 'react-hook-form';
import * as z from '@shared/api/zod-mini';
import { endOfDayHourSchema, timeZoneSchema } from '@shared/profiles/profiles.schemas';
import { FormField } from '@client/components/ui/form-field';
import { Select } from '@client/components/ui/input';

/** How the member's days are counted, as form values (a select gives the hour as text). */
export const dayFieldsShape = {
  timeZone: timeZoneSchema,
  endOfDayHour: z.pipe(z.coerce.number(), endOfDayHourSchema),
};

/** "04:00": the hour a member's day ends. */
export const formatDayEnd = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

let knownZones: string[] | undefined;
/** Every zone the browser knows, and the member's own first when it does not: read once, when first shown. */
function timeZoneOptions(current: string): string[] {
  knownZones ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return knownZones.includes(current) ? knownZones : [current, ...knownZones];
}

/** The "Time zone" and "My day ends at" fields, registered in a form built on dayFieldsShape. */
export function DayFields({
  timeZone,
  endOfDayHour,
  currentZone,
  errors,
}: {
  timeZone: UseFormRegisterReturn<'timeZone'>;
  endOfDayHour: UseFormRegisterReturn<'endOfDayHour'>;
  /** The saved zone, offered even when this browser does not list it. */
  currentZone: string;
  errors: { timeZone?: string; endOfDayHour?: string };
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Time zone" error={errors.timeZone}>
        <Select {...timeZone}>
          {timeZoneOptions(currentZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label="My day ends at"
        error={errors.endOfDayHour}
        hint="Entries before this hour count for the day before."
      >
        <Select {...endOfDayHour}>
          {Array.from({ length: 13 }, (_, hour) => (
            <option key={hour} value={hour}>
              {formatDayEnd(hour)}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
}
