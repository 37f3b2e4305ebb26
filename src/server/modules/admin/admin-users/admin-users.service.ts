import type {
  AdminUser,
  AdminUsersQuery,
  CreateUserInput,
  UpdateUserInput,
} from '@shared/admin/admin-users.schemas';
import { createUserSchema, updateUserSchema, userUpdateErrorCodes } from '@shared/admin/admin-users.schemas';
import {
  deleteMemberAccount,
  type AccountDeletionDeps,
} from '../../account-deletion/account-deletion.service';
import { removeMemberFromForum } from '../../community/member-removal';
import type { AvatarStorage } from '../../profiles/avatar-storage';
import type { Database, DbOrTx, Transaction } from '../../../db/client';
import { keysetPage } from '../../../lib/keyset';
import { assertSomethingToChange } from '../../../lib/nothing-to-change';
import { AppError, conflict, notFound } from '../../../plugins/app-error';
import { runInAuthTransaction, type Auth } from '../../auth/auth';
import { assertPasswordAcceptable } from '../../auth/password-policy';
import { createProfileForNewUser } from '../../profiles/profiles.service';
import { recordAudit } from '../admin-audit/admin-audit.service';
import * as repo from './admin-users.repository';

export interface AdminUsersDeps {
  db: Database;
  auth: Auth;
  avatars: AvatarStorage;
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
export async function createUser(deps: AdminUsersDeps, actorId: string, raw: CreateUserInput) {
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
    if (input.isAdmin) await repo.updateProfileFields(tx, created.id, { role: 'admin' });
    await repo.upsertSubscription(tx, created.id, { subscriptionTier: input.subscriptionTier });
    await recordAudit(tx, {
      actorId,
      action: 'user.create',
      targetType: 'user',
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
  actorId: string,
  userId: string,
  raw: UpdateUserInput,
) {
  const input = updateUserSchema.parse(raw);
  assertSomethingToChange(input);
  const ctx = await deps.auth.$context;
  await runInAuthTransaction(deps.auth, async (tx) => {
    const before = await findOrThrow(tx, userId);
    const changed: string[] = [];

    if (input.isAdmin !== undefined && input.isAdmin !== (before.role === 'admin')) {
      const admins = await repo.lockAdminIds(tx);
      if (!input.isAdmin && userId === actorId) {
        throw partError('profile', 409, 'You cannot remove your own admin role.', 'isAdmin');
      }
      if (!input.isAdmin && admins.length <= 1) {
        throw partError('profile', 409, 'The last admin cannot be removed.', 'isAdmin');
      }
      changed.push('role');
    }
    if (input.username !== undefined && input.username !== before.username) {
      if (await repo.isUsernameTaken(tx, input.username, userId)) {
        throw partError('profile', 409, 'That username is taken.', 'username');
      }
      changed.push('username');
    }
    const profileFields = {
      ...(input.firstName !== undefined && { firstName: input.firstName }),
      ...(input.lastName !== undefined && { lastName: input.lastName }),
      ...(input.username !== undefined && { username: input.username }),
      ...(input.title !== undefined && { title: input.title || null }),
      ...(input.isAdmin !== undefined && { role: input.isAdmin ? ('admin' as const) : ('user' as const) }),
    };
    await repo.updateProfileFields(tx, userId, profileFields);
    for (const key of ['firstName', 'lastName', 'title'] as const)
      if (key in profileFields) changed.push(key);
    if (input.firstName !== undefined || input.lastName !== undefined) {
      await repo.updateUserName(
        tx,
        userId,
        `${input.firstName ?? before.firstName} ${input.lastName ?? before.lastName}`,
      );
    }

    if (input.subscriptionTier !== undefined || input.subscriptionStatus !== undefined) {
      await repo.upsertSubscription(tx, userId, {
        subscriptionTier: input.subscriptionTier ?? before.subscriptionTier,
        subscriptionStatus: input.subscriptionStatus ?? before.subscriptionStatus,
      });
      changed.push('subscription');
    }

    if (input.email && input.email !== before.email) {
      const owner = await ctx.internalAdapter.findUserByEmail(input.email);
      if (owner && owner.user.id !== userId) {
        throw partError('auth', 409, 'Another account already uses this email.', 'email');
      }
      await ctx.internalAdapter.updateUser(userId, { email: input.email });
      changed.push('email');
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
      changed.push('password');
    }

    await recordAudit(tx, {
      actorId,
      action: 'user.update',
      targetType: 'user',
      targetId: userId,
      summary: {
        changed,
        ...Object.fromEntries(
          Object.entries(input).filter(([key, value]) => value !== undefined && key !== 'password'),
        ),
      },
    });
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
  actorId: string,
  userId: string,
  options: { force: boolean },
): Promise<void> {
  const guardAndRecord = async (tx: Transaction) => {
    const target = await findOrThrow(tx, userId);
    if (target.role === 'admin') {
      const admins = await repo.lockAdminIds(tx);
      if (admins.length <= 1) throw conflict('The last admin cannot be removed.');
    }
    if (userId === actorId) throw conflict('You cannot delete your own account from the admin area.');
    await recordAudit(tx, {
      actorId,
      action: options.force ? 'user.force_delete' : 'user.delete',
      targetType: 'user',
      targetId: userId,
      summary: { email: target.email, username: target.username, force: options.force },
    });
  };
  await deleteMemberAccount(
    { ...deps, beforeDelete: [guardAndRecord, removeMemberFromForum(options)] },
    userId,
  );
}
