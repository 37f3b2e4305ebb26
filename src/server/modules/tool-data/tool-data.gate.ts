import { notFound } from '../../lib/app-error';
import { defineGate, type RouteGate } from '../../lib/authorize';
import { openTool } from '../content/content.policy';
import type { ContentService } from '../content/content.service';

/**
 * The gate every tool-data route declares: the tool must exist in the content (404) and its stored access
 * level admit the member's tier (403 upgrade_required, policy openTool). The key is the route's own (a tool's
 * own write routes) or its `:toolKey` parameter.
 */
export function toolGate(content: ContentService, ownKey?: string): RouteGate {
  return defineGate({
    policy: openTool,
    async load(request) {
      const key = ownKey ?? (request.params as { toolKey?: string }).toolKey;
      const { bundle } = await content.getBundle();
      const tool = bundle.tools.find((t) => t.id === key);
      if (!tool) throw notFound('That tool does not exist.');
      return tool;
    },
  });
}
