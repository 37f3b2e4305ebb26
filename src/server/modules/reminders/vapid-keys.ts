import webpush from 'web-push';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSecrets } from './reminders.table';

/**
 * A secret the app makes for itself at the first start and keeps in the database, so every process uses the same
 * one. Processes starting together agree: the first insert wins and all read it back.
 */
export async function loadGeneratedSecret(db: Database, name: string, make: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`The app's ${name} could not be stored.`);
  return row.value;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The app's VAPID key pair (a browser's subscription is bound to the public key it was given). */
export async function loadVapidKeys(db: Database): Promise<VapidKeys> {
  const value = await loadGeneratedSecret(db, 'vapid-keys', () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  return JSON.parse(value) as VapidKeys;
}
