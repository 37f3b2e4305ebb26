import { definePolicy } from '../../../lib/authorize';
import { AppError, conflict } from '../../../lib/app-error';
import { userUpdateErrorCodes } from '@shared/admin/admin-users.schemas';

/** A refusal of a member change, placed on the form's admin field. */
const onAdminField = (message: string) =>
  new AppError(409, userUpdateErrorCodes.profile, message, { isAdmin: message });

/** An admin never takes away their own admin role (someone else must, so an admin is never locked out by mistake). */
export const keepOwnAdminRole = definePolicy<{ userId: string }>({
  name: 'keepOwnAdminRole',
  allows: (viewer, target) => target.userId !== viewer.userId,
  message: 'You cannot remove your own admin role.',
  refuse: () => onAdminField('You cannot remove your own admin role.'),
});

/** The last admin keeps the role and the account: the admin area always has someone. */
export const keepLastAdmin = definePolicy<{ admins: number; field?: 'isAdmin' }>({
  name: 'keepLastAdmin',
  allows: (_viewer, state) => state.admins > 1,
  message: 'The last admin cannot be removed.',
  refuse: (state) =>
    state.field
      ? onAdminField('The last admin cannot be removed.')
      : conflict('The last admin cannot be removed.'),
});

/** An admin leaves through their own profile, never by deleting themselves from the admin area. */
export const deleteAnotherAccount = definePolicy<{ userId: string }>({
  name: 'deleteAnotherAccount',
  allows: (viewer, target) => target.userId !== viewer.userId,
  message: 'You cannot delete your own account from the admin area.',
  refuse: () => conflict('You cannot delete your own account from the admin area.'),
});
