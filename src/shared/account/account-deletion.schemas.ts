import * as z from '../api/zod-mini';

export const deleteAccountSchema = z.object({
  password: z.string().check(z.minLength(1, 'Enter your password to confirm.'), z.maxLength(128)),
  /** Also remove the member's forum posts and replies; otherwise they stay, signed 'Former member'. */
  removeCommunityContent: z._default(z.boolean(), false),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
