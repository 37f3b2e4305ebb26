import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { SETTINGS_ROW_ID, defaultSiteSettings } from '@shared/settings/settings-defaults';
import type { UpdateSiteSettingsInput } from '@shared/settings/settings.schemas';
import { systemSettings } from './settings.table';

export type SettingsRow = typeof systemSettings.$inferSelect;

export async function findSettingsRow(db: DbOrTx): Promise<SettingsRow | null> {
  const rows = await db.select().from(systemSettings).where(eq(systemSettings.id, SETTINGS_ROW_ID)).limit(1);
  return rows[0] ?? null;
}

/** Inserts the default row unless another request got there first, then returns the row. */
export async function insertDefaultSettingsRow(db: DbOrTx): Promise<SettingsRow> {
  await db.insert(systemSettings).values(defaultSiteSettings()).onConflictDoNothing();
  const row = await findSettingsRow(db);
  if (!row) throw new Error('system_settings row missing right after insert');
  return row;
}

export async function updateSettingsRow(
  db: DbOrTx,
  input: UpdateSiteSettingsInput,
): Promise<SettingsRow | null> {
  const rows = await db
    .update(systemSettings)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(systemSettings.id, SETTINGS_ROW_ID))
    .returning();
  return rows[0] ?? null;
}
