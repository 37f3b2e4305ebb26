import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from '../modules/account/auth';
import { createAccount } from '../modules/account/account.service';
import { user } from '../modules/account/auth.table';
import { profiles, userSubscriptionStatus } from '../modules/profiles/profiles.table';
import type { SettingsService } from '../modules/settings/settings.service';
import { seedCommunity } from '../modules/community/community.seed';
import { seedCrisisLines } from '../modules/help/crisis-lines.service';
import { seedContent, type ContentSeed } from '../modules/content/content.seed';
import type { ContentService } from '../modules/content/content.service';
import type { Database } from './client';

/** The issue asks for admin@localhost, which no email validator (better-auth's included) accepts. */
export const DEFAULT_ADMIN_EMAIL = 'admin@localhost.localdomain';

export interface SeedOptions {
  db: Database;
  auth: Auth;
  settings: SettingsService;
  content: ContentService;
  logger: FastifyBaseLogger;
  adminEmail?: string;
  adminPassword?: string;
  /** Where the one-time generated admin password is shown; never the log stream. */
  announce?: (text: string) => void;
  /** The content to bring the install up to (default: what this build ships); tests pass a newer version. */
  contentSeed?: ContentSeed;
}

async function promoteToAdmin(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ role: 'admin', updatedAt: new Date() }).where(eq(profiles.id, userId));
    await tx
      .update(userSubscriptionStatus)
      .set({ subscriptionTier: 'admin', updatedAt: new Date() })
      .where(eq(userSubscriptionStatus.userId, userId));
  });
}

/**
 * Idempotent start-up seed: the settings row, the content the install lacks (by content version), and one
 * admin. ADMIN_EMAIL/ADMIN_PASSWORD name the admin; without them the first start creates DEFAULT_ADMIN_EMAIL
 * with a random password, shown once.
 */
export async function seed(options: SeedOptions): Promise<void> {
  const { db, auth, logger } = options;
  await options.settings.get();
  if (await seedContent(db, options.contentSeed)) {
    await options.content.invalidate();
    logger.info('content seeded');
  }
  if (await seedCommunity(db)) logger.info('forum channels seeded');
  if (await seedCrisisLines(db)) logger.info('crisis lines seeded');

  const email = (options.adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (existing[0]) {
    await promoteToAdmin(db, existing[0].id);
    return;
  }
  if (!options.adminEmail) {
    const anyAdmin = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.role, 'admin'))
      .limit(1);
    if (anyAdmin[0]) return;
  }
  const password = options.adminPassword ?? randomBytes(12).toString('base64url');
  const created = await createAccount(auth, { firstName: 'Site', lastName: 'Admin', email, password });
  await promoteToAdmin(db, created.response.user.id);
  logger.info('admin account created');
  if (!options.adminPassword) {
    const announce = options.announce ?? ((text: string) => process.stdout.write(text));
    announce(
      `\n  An admin account was created for this installation.\n    email:    ${email}\n    password: ${password}\n  It is shown only this once: sign in and change it from your profile.\n\n`,
    );
  }
}
