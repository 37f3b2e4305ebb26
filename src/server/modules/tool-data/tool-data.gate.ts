import { notFound } from '../../lib/app-error';
import type { DbOrTx } from '../../db/client';
import { defineGate, defineOwnership, type Ownership, type RouteGate } from '../../lib/authorize';
import { openTool } from '../content/content.policy';
import type { ContentService } from '../content/content.service';
import { findToolEntryOwner } from './tool-data.repository';
import { ENTRY_NOT_FOUND } from './tool-data.service';

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

/** The one entry an `/entries/:id` route names: the member's own (another member's is a 404, as if gone). */
export function toolEntryOwnership(db: DbOrTx): Ownership {
  return defineOwnership({
    name: 'tool entry',
    ownerOf: (request) => findToolEntryOwner(db, (request.params as { id: string }).id),
    missing: ENTRY_NOT_FOUND,
  });
}
