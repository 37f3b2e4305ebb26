import { adminMemberStandingSchema } from '@shared/admin/admin-trust.schemas';
import { apiRequest } from '@client/lib/api-client';
import { useUsersWrite } from './admin-writes';
import { memberStandingPath } from './member-standing';

/** Ends a member's silence or suspension now. */
export const liftMemberSanction = (id: string) =>
  apiRequest(`${memberStandingPath(id)}/sanction`, { method: 'DELETE', schema: adminMemberStandingSchema });

export const useLiftMemberSanction = () => useUsersWrite((id: string) => liftMemberSanction(id), ['forum']);
