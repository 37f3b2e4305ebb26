import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { authorize } from '../../../lib/authorize';
import type { Viewer } from '../../../lib/viewer';
import { deleteAnotherAccount, keepLastAdmin, keepOwnAdminRole } from './admin-users.policy';

const admin = { userId: 'admin-a', role: 'admin', tier: 'admin' } as unknown as Viewer;
const refusal = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.statusCode, message: error.message, fields: error.fields };
  }
};

describe('admin rules about members, per policy', () => {
  it('keepOwnAdminRole: another admin may lose the role, never the one acting', () => {
    expect(refusal(() => authorize(admin, keepOwnAdminRole, { userId: 'admin-b' }))).toBeNull();
    expect(refusal(() => authorize(admin, keepOwnAdminRole, { userId: 'admin-a' }))).toEqual({
      status: 409,
      message: 'You cannot remove your own admin role.',
      fields: { isAdmin: 'You cannot remove your own admin role.' },
    });
  });

  it('keepLastAdmin: refused with one admin left, on the admin field when the form asked', () => {
    expect(refusal(() => authorize(admin, keepLastAdmin, { admins: 2 }))).toBeNull();
    expect(refusal(() => authorize(admin, keepLastAdmin, { admins: 1 }))).toEqual({
      status: 409,
      message: 'The last admin cannot be removed.',
      fields: undefined,
    });
    expect(refusal(() => authorize(admin, keepLastAdmin, { admins: 1, field: 'isAdmin' }))?.fields).toEqual({
      isAdmin: 'The last admin cannot be removed.',
    });
  });

  it('deleteAnotherAccount: an admin deletes others from the admin area, never themselves', () => {
    expect(refusal(() => authorize(admin, deleteAnotherAccount, { userId: 'member-1' }))).toBeNull();
    expect(refusal(() => authorize(admin, deleteAnotherAccount, { userId: 'admin-a' }))?.message).toBe(
      'You cannot delete your own account from the admin area.',
    );
  });
});
