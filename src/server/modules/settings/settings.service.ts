import type { Database } from '../../db/client';
import type { SiteSettings, UpdateSiteSettingsInput } from '@shared/settings/settings.schemas';
import type { ChangeFeed } from '../../lib/changes/change-feed';
import { changeSummary, type AdminAudit } from '../../lib/admin-audit';
import * as repo from './settings.repository';

/**
 * How long settings are kept: every change reaches every process through the change feed, and every known loss
 * resets; the age only bounds what nobody could know was lost.
 */
const CACHE_TTL_MS = 60_000;

function toSiteSettings(row: repo.SettingsRow): SiteSettings {
  return {
    siteAnnouncementMessage: row.siteAnnouncementMessage,
    isAnnouncementVisible: row.isAnnouncementVisible,
    maintenanceMode: row.maintenanceMode,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface SettingsService {
  /** The settings row, created with the defaults of spec §4 on first read. */
  get(): Promise<SiteSettings>;
  /** An admin's change, audited with the fields that moved. */
  update(audit: AdminAudit, input: UpdateSiteSettingsInput): Promise<SiteSettings>;
}

/** Site settings with a short in-memory cache: they are read on every write request for maintenance mode. */
export function createSettingsService(
  db: Database,
  changes: ChangeFeed,
  now: () => number = Date.now,
): SettingsService {
  let cached: { value: SiteSettings; at: number } | null = null;
  // Moves with every drop, so a read that began before a change never keeps what it read.
  let version = 0;
  const drop = () => {
    cached = null;
    version += 1;
  };
  changes.subscribe((change) => {
    if (change.kind === 'settings') drop();
  });
  changes.onReset(drop);

  async function load(): Promise<SiteSettings> {
    const row = (await repo.findSettingsRow(db)) ?? (await repo.insertDefaultSettingsRow(db));
    return toSiteSettings(row);
  }

  return {
    async get() {
      const live = changes.live();
      if (live && cached && now() - cached.at < CACHE_TTL_MS) return cached.value;
      const begun = version;
      const value = await load();
      if (live && version === begun) cached = { value, at: now() };
      return value;
    },
    async update(audit, input) {
      return db.transaction(async (tx) => {
        const before =
          (await repo.findSettingsRow(tx, { lock: true })) ?? (await repo.insertDefaultSettingsRow(tx));
        const row = await repo.updateSettingsRow(tx, input);
        if (!row) throw new Error('system_settings row could not be updated');
        await audit.record(tx, { summary: changeSummary(toSiteSettings(before), input) });
        return toSiteSettings(row);
      });
    },
  };
}
