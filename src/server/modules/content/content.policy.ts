import type { AccessLevel } from '@shared/content/content-levels';
import {
  canAccess,
  gateOfSkill,
  gateOfTool,
  lowestTierOpening,
  type Gated,
} from '@shared/content/tier-access';
import { definePolicy } from '../../lib/authorize';
import { upgradeRequired } from '../../lib/tiers';

const tierPolicy = <R>(name: string, gateOf: (resource: R) => Gated, what: (resource: R) => string) =>
  definePolicy<R>({
    name,
    allows: (viewer, resource) => canAccess(viewer.tier, gateOf(resource)),
    message: 'An upgrade opens this.',
    // 403 upgrade_required, naming the lowest tier that opens it (what the upgrade prompt shows).
    refuse: (resource) => upgradeRequired(what(resource), lowestTierOpening(gateOf(resource))),
  });

/** A tool opens to the tiers its stored access level admits (spec §6). */
export const openTool = tierPolicy<{ name: string; accessLevel: AccessLevel }>(
  'openTool',
  gateOfTool,
  (t) => t.name,
);

/** A skill opens when its category's level and then its own admit the tier. */
export const openSkill = tierPolicy<{
  title: string;
  accessLevel: AccessLevel;
  categoryAccessLevel: AccessLevel;
}>('openSkill', gateOfSkill, (s) => `"${s.title}"`);
