import webpush from 'web-push';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSecrets } from './reminders.table';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const NAME = 'vapid-keys';

/**
 * The app's VAPID key pair: made at the first start and kept in the database with the app's other generated
 * secrets, so every process signs with the same key (a browser's subscription is bound to the public key it was
 * given). Processes starting together agree: the first insert wins and all read it back.
 */
export async function loadVapidKeys(db: Database): Promise<VapidKeys> {
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(appSecrets)
    .values({ name: NAME, value: JSON.stringify(fresh) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, NAME));
  if (!row) throw new Error('The VAPID keys could not be stored.');
  return JSON.parse(row.value) as VapidKeys;
}
