import { lazySchema } from '@client/lib/lazy-schema';

// The session is read before the first screen shows: its schemas load beside it (see lazySchema).

/** The session, as read and as signing in or up answers it. */
export const sessionSchema = lazySchema(() => import('@shared/account/account.schemas'), 'sessionSchema');
/** The answer of the account calls that only say they were done. */
export const okSchema = lazySchema(() => import('@shared/api/error.schemas'), 'okSchema');
