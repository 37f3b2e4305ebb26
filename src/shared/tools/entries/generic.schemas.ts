import * as z from '../../api/zod-mini';
import { text } from './entry-fields';

/** Entries of a tool an admin added that has no screen of its own: a plain note. */
export const genericEntrySchema = z.object({ note: text(5000, 'The note') });
