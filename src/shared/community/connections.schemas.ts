import * as z from '../api/zod-mini';

/** What is typed after an @: the start of a forum name. */
export const memberSuggestionQuerySchema = z.object({
  prefix: z
    .string()
    .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9_]{1,20}$/, 'Type the start of a forum name.')),
});

/** Members whose forum name starts with the prefix, for the @ suggestions (at most MAX_MEMBER_SUGGESTIONS). */
export const memberSuggestionsSchema = z.object({
  items: z.array(z.object({ username: z.string(), avatarUrl: z.nullable(z.string()) })),
});
export type MemberSuggestion = z.infer<typeof memberSuggestionsSchema>['items'][number];
export const MAX_MEMBER_SUGGESTIONS = 8;

/** Whether the signed-in member blocked this one. */
export const blockStateSchema = z.object({ blocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;

/** At most this many members blocked by one member. */
export const MAX_BLOCKS = 500;

export const usernameParamsSchema = z.object({ username: z.string().check(z.minLength(1), z.maxLength(40)) });
