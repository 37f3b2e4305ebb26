import * as z from '../../api/zod-mini';
import { breathingPatterns } from '../entries/mindful-breathing.schemas';

/** The breathing tool's settings: the member's last choices, each absent until made. */
export const breathingSettingsSchema = z.partial(
  z.object({
    pattern: z.enum(breathingPatterns),
    durationMinutes: z.number().check(z.int(), z.minimum(1), z.maximum(60)),
    /** A soft tone at each phase change (off unless chosen). */
    toneCues: z.boolean(),
    /** A short vibration at each phase change, on devices that can (off unless chosen). */
    vibrationCues: z.boolean(),
  }),
);
