import type { Database } from '../../db/client';
import type { SiteSettings, UpdateSiteSettingsInput } from '@shared/settings/settings.schemas';
import type { SharedState } from '../../shared-state/shared-state';
import * as repo from './settings.repository';

/**
 * How long another server process may serve settings this one has not seen changed: short in memory (other
 * processes cannot be told), long with Redis (every change is announced; the TTL only bounds a lost message).
 */
const CACHE_TTL_MS = { memory: 5_000, redis: 60_000 } as const;

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
  update(input: UpdateSiteSettingsInput): Promise<SiteSettings>;
}

/** Site settings with a short in-memory cache: they are read on every write request for maintenance mode. */
export function createSettingsService(
  db: Database,
  state: SharedState,
  now: () => number = Date.now,
): SettingsService {
  let cached: { value: SiteSettings; at: number } | null = null;
  const ttl = CACHE_TTL_MS[state.kind];
  state.subscribe('settings', () => {
    cached = null;
  });

  async function load(): Promise<SiteSettings> {
    const row = (await repo.findSettingsRow(db)) ?? (await repo.insertDefaultSettingsRow(db));
    return toSiteSettings(row);
  }

  return {
    async get() {
      if (cached && now() - cached.at < ttl) return cached.value;
      const value = await load();
      cached = { value, at: now() };
      return value;
    },
    async update(input) {
      const value = await db.transaction(async (tx) => {
        const row =
          (await repo.updateSettingsRow(tx, input)) ??
          (await repo.insertDefaultSettingsRow(tx).then(() => repo.updateSettingsRow(tx, input)));
        if (!row) throw new Error('system_settings row could not be updated');
        return toSiteSettings(row);
      });
      await state.publish('settings');
      cached = { value, at: now() };
      return value;
    },
  };
}
