import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { lazySchema } from '@client/lib/lazy-schema';

// Loaded beside the answer, like the content bundle's (see content.ts).
const skillCompletionSchema = lazySchema(
  () => import('@shared/content/content.schemas'),
  'skillCompletionSchema',
);

/** Marks the skill as practised by the member. */
export const markPractised = (skillId: string) =>
  apiRequest(`/api/skills/${encodeURIComponent(skillId)}/completions`, {
    method: 'POST',
    body: {},
    schema: skillCompletionSchema,
  });

export function useMarkPractised(skillId: string) {
  return useMutation({
    mutationFn: () => markPractised(skillId),
    meta: { writes: ['skillPractice'] },
  });
}
