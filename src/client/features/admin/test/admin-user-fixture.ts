import type { AdminUser } from '@shared/admin/admin-users.schemas';

/** A free member as the admin users list shows them (Sam Lee, id m1), with any field changed. */
export const makeAdminUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'm1',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Lee',
  username: 'samlee',
  title: null,
  role: 'user',
  subscriptionTier: 'free',
  subscriptionStatus: 'active',
  joinedAt: '2026-01-01T00:00:00.000Z',
  lastActiveAt: null,
  ...overrides,
});
