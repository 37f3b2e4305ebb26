import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { SETTINGS_ROW_ID, defaultSiteSettings } from '@shared/settings/settings-defaults';
import type { UpdateSiteSettingsInput } from '@shared/settings/settings.schemas';
import { systemSettings } from './settings.table';

export type SettingsRow = typeof systemSettings.$inferSelect;

/** The one row; `lock` holds it until the transaction ends (an update compares with what it replaces). */
export async function findSettingsRow(
  db: DbOrTx,
  options: { lock?: boolean } = {},
): Promise<SettingsRow | null> {
  const query = db.select().from(systemSettings).where(eq(systemSettings.id, SETTINGS_ROW_ID));
  const rows = await (options.lock ? query.for('update') : query.limit(1));
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
