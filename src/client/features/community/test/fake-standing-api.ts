import { forumStandingSchema, readingInputSchema, type ForumStanding } from '@shared/community/trust';
import type * as z from '@shared/api/zod-mini';
import { error, reply } from './fake-api-answers';
import type { FakeCommunityState } from './fake-community-api';

/** A basic member with nothing against them: what the fake answers unless a test sets its own standing. */
export const basicStanding: ForumStanding = {
  trustLevel: 1,
  trustLevelName: 'Basic member',
  next: {
    level: 2,
    topicsEntered: { have: 6, need: 20 },
    readMinutes: { have: 12, need: 60 },
    daysVisited: { have: 2, need: 15 },
  },
  sanction: null,
};

interface FakeRequest {
  route: string;
  body: unknown;
  check: <S extends z.core.$ZodType>(route: string, schema: S, body: unknown) => z.infer<S> | null;
}

/** The fake's standing routes: the member's own standing, and the thread page's reading reports. */
export function answerStanding(state: FakeCommunityState, { route, body, check }: FakeRequest) {
  if (route === 'GET /api/community/standing')
    return reply(forumStandingSchema, state.standing ?? basicStanding);
  if (/^POST \/api\/community\/posts\/[^/]+\/reading$/.test(route)) {
    const input = check(route, readingInputSchema, body);
    if (!input) return error(400, 'validation_failed', 'Bad reading.');
    state.readSeconds = (state.readSeconds ?? 0) + input.seconds;
    return reply(forumStandingSchema, state.standing ?? basicStanding);
  }
  return undefined;
}
