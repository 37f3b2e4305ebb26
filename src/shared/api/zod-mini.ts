import * as z from 'zod/mini';

// zod/mini registers no locale (classic zod registers English when it builds its first schema): without one,
// every issue whose schema gives no message of its own would read "Invalid input". Every schema is built from
// this module instead of zod/mini itself, so the English messages come with the schemas, in their lazy chunk,
// and never depend on an import made somewhere else.
z.config(z.locales.en());

export * from 'zod/mini';
