import { describe, expect, it, vi } from 'vitest';
import { isAdmin } from './admin-check';

function deps(findRole: (id: string) => Promise<'admin' | 'user' | null>) {
  return { findRole: vi.fn(findRole), logError: vi.fn() };
}

describe('isAdmin', () => {
  it('allows a user whose role is admin, logging nothing', async () => {
    const d = deps(async () => 'admin');
    expect(await isAdmin(d, 'u1')).toBe(true);
    expect(d.findRole).toHaveBeenCalledWith('u1');
    expect(d.logError).not.toHaveBeenCalled();
  });

  it('refuses without a user and logs "No user logged in."', async () => {
    const d = deps(async () => 'admin');
    expect(await isAdmin(d, null)).toBe(false);
    expect(d.findRole).not.toHaveBeenCalled();
    expect(d.logError).toHaveBeenCalledWith('No user logged in.');
  });

  it('refuses when the lookup fails and logs "Error fetching user role:"', async () => {
    const failure = new Error('connection lost');
    const d = deps(async () => {
      throw failure;
    });
    expect(await isAdmin(d, 'u1')).toBe(false);
    expect(d.logError).toHaveBeenCalledWith('Error fetching user role:', failure);
  });

  it.each([['user' as const], [null]])('refuses role %s and logs "User is not an admin."', async (role) => {
    const d = deps(async () => role);
    expect(await isAdmin(d, 'u1')).toBe(false);
    expect(d.logError).toHaveBeenCalledWith('User is not an admin.');
  });
});
