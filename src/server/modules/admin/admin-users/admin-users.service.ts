import type {
  AdminUser,
  AdminUsersQuery,
  CreateUserInput,
  UpdateUserInput,
} from '@shared/admin/admin-users.schemas';
import { createUserSchema, updateUserSchema, userUpdateErrorCodes } from '@shared/admin/admin-users.schemas';
import { deleteMemberAccount, type AccountDeletionDeps } from '../../account/account-deletion.service';
import { removeMemberFromForum } from '../../community/members/member-removal';
import type { Database, DbOrTx, Transaction } from '../../../db/client';
import type { MediaStorage } from '../../../lib/media-storage/media-storage';
import { keysetPage } from '../../../lib/keyset';
import { assertSomethingToChange } from '../../../lib/nothing-to-change';
import { AppError, conflict, notFound } from '../../../lib/app-error';
import { runInAuthTransaction, type Auth } from '../../account/auth';
import { assertPasswordAcceptable } from '../../account/password-policy';
import {
  createProfileForNewUser,
  setSubscriptionStatus,
  updateProfileByAdmin,
} from '../../profiles/profiles.service';
import { changeSummary, type AdminAudit } from '../../../lib/admin-audit';
import { isAdminRole } from '../../../lib/admin-check';
import { authorize } from '../../../lib/authorize';
import * as repo from './admin-users.repository';
import { deleteAnotherAccount, keepLastAdmin, keepOwnAdminRole } from './admin-users.policy';

export interface AdminUsersDeps {
  db: Database;
  auth: Auth;
  media: MediaStorage;
  endPaidPlan?: AccountDeletionDeps['endPaidPlan'];
}

function toAdminUser(row: NonNullable<Awaited<ReturnType<typeof repo.findUserRow>>>): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    title: row.title,
    role: row.role,
    subscriptionTier: row.subscriptionTier ?? 'free',
    subscriptionStatus: row.subscriptionStatus ?? 'active',
    joinedAt: row.joinedAt.toISOString(),
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
  };
}

async function findOrThrow(db: DbOrTx, userId: string): Promise<AdminUser> {
  const row = await repo.findUserRow(db, userId);
  if (!row) throw notFound('That member does not exist.');
  return toAdminUser(row);
}

export async function listUsers(db: Database, query: AdminUsersQuery) {
  const page = keysetPage(repo.adminUserKeys, query.cursor, query.limit);
  const { items, nextCursor } = page.finish(await repo.listUsers(db, page, query.q || undefined));
  return { items: items.map(toAdminUser), nextCursor };
}

/** §7 create_user_by_admin: the account, its profile, tier and role in one transaction with its audit entry. */
export async function createUser(deps: AdminUsersDeps, audit: AdminAudit, raw: CreateUserInput) {
  const input = createUserSchema.parse(raw);
  assertPasswordAcceptable(input.password, 'password', {
    names: [input.firstName, input.lastName],
    email: input.email,
  });
  const ctx = await deps.auth.$context;
  const userId = await runInAuthTransaction(deps.auth, async (tx) => {
    if (await ctx.internalAdapter.findUserByEmail(input.email)) {
      throw conflict('An account with this email already exists.', {
        email: 'This email is already registered.',
      });
    }
    const created = await ctx.internalAdapter.createUser(
      {
        email: input.email,
        name: `${input.firstName} ${input.lastName}`,
        emailVerified: true,
      },
      { method: 'admin' },
    );
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await ctx.password.hash(input.password),
    });
    await createProfileForNewUser(tx, {
      userId: created.id,
      firstName: input.firstName,
      lastName: input.lastName,
    });
    if (input.isAdmin) await updateProfileByAdmin(tx, created.id, { role: 'admin' });
    // The row createProfileForNewUser just wrote is active; only the tier differs.
    await setSubscriptionStatus(tx, created.id, {
      subscriptionTier: input.subscriptionTier,
      subscriptionStatus: 'active',
    });
    await audit.record(tx, {
      targetId: created.id,
      summary: {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        subscriptionTier: input.subscriptionTier,
        isAdmin: input.isAdmin,
      },
    });
    return created.id;
  });
  return findOrThrow(deps.db, userId);
}

const partError = (part: keyof typeof userUpdateErrorCodes, status: number, message: string, field: string) =>
  new AppError(status, userUpdateErrorCodes[part], message, { [field]: message });

/** Changes any subset of a member's profile, tier, role, email and password (empty email/password: kept). */
export async function updateUser(
  deps: AdminUsersDeps,
  audit: AdminAudit,
  userId: string,
  raw: UpdateUserInput,
) {
  const input = updateUserSchema.parse(raw);
  assertSomethingToChange(input);
  const ctx = await deps.auth.$context;
  await runInAuthTransaction(deps.auth, async (tx) => {
    const before = await findOrThrow(tx, userId);

    if (input.isAdmin !== undefined && input.isAdmin !== isAdminRole(before.role)) {
      const admins = await repo.lockAdminIds(tx);
      if (!input.isAdmin) {
        authorize(audit.actor, keepOwnAdminRole, { userId });
        authorize(audit.actor, keepLastAdmin, { admins: admins.length, field: 'isAdmin' });
      }
    }
    if (input.username !== undefined && input.username !== before.username) {
      if (await repo.isUsernameTaken(tx, input.username, userId)) {
        throw partError('profile', 409, 'That username is taken.', 'username');
      }
    }
    const profileFields = {
      ...(input.firstName !== undefined && { firstName: input.firstName }),
      ...(input.lastName !== undefined && { lastName: input.lastName }),
      ...(input.username !== undefined && { username: input.username }),
      ...(input.title !== undefined && { title: input.title || null }),
      ...(input.isAdmin !== undefined && { role: input.isAdmin ? ('admin' as const) : ('user' as const) }),
    };
    await updateProfileByAdmin(tx, userId, profileFields);
    if (input.firstName !== undefined || input.lastName !== undefined) {
      await ctx.internalAdapter.updateUser(userId, {
        name: `${input.firstName ?? before.firstName} ${input.lastName ?? before.lastName}`,
      });
    }

    if (input.subscriptionTier !== undefined || input.subscriptionStatus !== undefined) {
      await setSubscriptionStatus(tx, userId, {
        subscriptionTier: input.subscriptionTier ?? before.subscriptionTier,
        subscriptionStatus: input.subscriptionStatus ?? before.subscriptionStatus,
      });
    }

    if (input.email && input.email !== before.email) {
      const owner = await ctx.internalAdapter.findUserByEmail(input.email);
      if (owner && owner.user.id !== userId) {
        throw partError('auth', 409, 'Another account already uses this email.', 'email');
      }
      await ctx.internalAdapter.updateUser(userId, { email: input.email });
    }
    if (input.password) {
      assertPasswordAcceptable(input.password, 'password', {
        names: [input.firstName ?? before.firstName, input.lastName ?? before.lastName],
        email: input.email || before.email,
      });
      const hash = await ctx.password.hash(input.password);
      if (!(await ctx.internalAdapter.findCredentialAccount(userId))) {
        await ctx.internalAdapter.linkAccount({
          userId,
          providerId: 'credential',
          accountId: userId,
          password: hash,
        });
      } else {
        await ctx.internalAdapter.updatePassword(userId, hash);
      }
      // A new password ends every session of that member.
      await ctx.internalAdapter.deleteUserSessions(userId);
    }

    // Only what moved; a new password is named, never shown.
    const summary = changeSummary(before, {
      ...profileFields,
      subscriptionTier: input.subscriptionTier,
      subscriptionStatus: input.subscriptionStatus,
      email: input.email || undefined,
    });
    if (input.password) (summary.changed as string[]).push('password');
    await audit.record(tx, { summary });
  });
  return findOrThrow(deps.db, userId);
}

/**
 * Removes the account, its sessions and all its private data (tool entries, settings, skill practice)
 * through the one account-deletion path members use too. Their forum posts and replies stay as by
 * 'Former member' (force: they go too); their likes and votes go, with counters corrected.
 */
export async function deleteUser(
  deps: AdminUsersDeps,
  audit: AdminAudit,
  userId: string,
  options: { force: boolean },
): Promise<void> {
  const guardAndRecord = async (tx: Transaction) => {
    const target = await findOrThrow(tx, userId);
    if (isAdminRole(target.role)) {
      authorize(audit.actor, keepLastAdmin, { admins: (await repo.lockAdminIds(tx)).length });
    }
    authorize(audit.actor, deleteAnotherAccount, { userId });
    await audit.record(tx, {
      summary: { email: target.email, username: target.username, force: options.force },
    });
  };
  await deleteMemberAccount(
    { ...deps, beforeDelete: [guardAndRecord, removeMemberFromForum(options)] },
    userId,
  );
}
