import { defineGate, type RouteGate } from '../../lib/authorize';
import { openSkill } from './content.policy';
import type { ContentService } from './content.service';

/**
 * The gate a route about one skill declares: the skill must exist (404) and its category's level and its own
 * admit the member's tier (403 upgrade_required, policy openSkill). Reads the `:skillId` parameter once the
 * request is validated: the lookup is a query, and a raw parameter could hold what no query may carry (a NUL).
 */
export function skillGate(content: ContentService): RouteGate {
  return defineGate({
    policy: openSkill,
    stage: 'validated',
    load: (request) => content.findSkill((request.params as { skillId: string }).skillId),
  });
}
