import type { Role } from '@shared/profiles/profiles.schemas';

/** The one admin rule (spec §6): the profile's role is admin. Every admin check in the server asks this. */
export const isAdminRole = (role: Role | null | undefined): boolean => role === 'admin';

export interface AdminCheckDeps {
  findRole(userId: string): Promise<Role | null>;
  logError(message: string, detail?: unknown): void;
}

/**
 * The admin check of spec §6: allow only a signed-in user whose profile role is admin.
 * With no user, a failed lookup or any other role it logs why and returns false.
 */
export async function isAdmin(deps: AdminCheckDeps, userId: string | null | undefined): Promise<boolean> {
  if (!userId) {
    deps.logError('No user logged in.');
    return false;
  }
  let role: Role | null;
  try {
    role = await deps.findRole(userId);
  } catch (error) {
    deps.logError('Error fetching user role:', error);
    return false;
  }
  if (!isAdminRole(role)) {
    deps.logError('User is not an admin.');
    return false;
  }
  return true;
}
