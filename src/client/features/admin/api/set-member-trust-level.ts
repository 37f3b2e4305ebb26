import { adminMemberStandingSchema } from '@shared/admin/admin-trust.schemas';
import type { TrustLevel } from '@shared/community/trust';
import { apiRequest } from '@client/lib/api-client';
import { useUsersWrite } from './admin-writes';
import { memberStandingPath } from './member-standing';

/** Sets a member's trust level by hand (reading no longer moves it afterwards). */
export const setMemberTrustLevel = (id: string, trustLevel: TrustLevel) =>
  apiRequest(`${memberStandingPath(id)}/trust-level`, {
    method: 'PUT',
    body: { trustLevel },
    schema: adminMemberStandingSchema,
  });

// The forum shows a member's level beside what they wrote.
export const useSetMemberTrustLevel = () =>
  useUsersWrite(
    ({ id, trustLevel }: { id: string; trustLevel: TrustLevel }) => setMemberTrustLevel(id, trustLevel),
    ['forum'],
  );
