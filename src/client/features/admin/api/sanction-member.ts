import { adminMemberStandingSchema } from '@shared/admin/admin-trust.schemas';
import type { SanctionInput } from '@shared/community/trust';
import { apiRequest } from '@client/lib/api-client';
import { useUsersWrite } from './admin-writes';
import { memberStandingPath } from './member-standing';

/** Silences or suspends a member for some days, replacing any sanction in force (409 for an admin). */
export const sanctionMember = (id: string, body: SanctionInput) =>
  apiRequest(`${memberStandingPath(id)}/sanction`, {
    method: 'PUT',
    body,
    schema: adminMemberStandingSchema,
  });

export const useSanctionMember = () =>
  useUsersWrite(({ id, body }: { id: string; body: SanctionInput }) => sanctionMember(id, body), ['forum']);
