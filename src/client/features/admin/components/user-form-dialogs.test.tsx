import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAdminUser } from '../test/admin-user-fixture';
import * as z from '@shared/api/zod-mini';
import { updateUserSchema } from '@shared/admin/admin-users.schemas';
import { jsonResponse } from '@client/test/fake-tool-api';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { EditUserDialog } from './user-form-dialogs';

afterEach(() => vi.unstubAllGlobals());

const member = makeAdminUser();

describe('EditUserDialog', () => {
  it('sends only the fields the admin changed (an empty email or password is kept)', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const body: unknown = JSON.parse(String(init?.body));
        expect(z.safeParse(updateUserSchema, body).success).toBe(true);
        bodies.push(body);
        return jsonResponse({ ...member, lastName: 'Nguyen' });
      }),
    );
    const onClose = vi.fn();
    renderWithSession(<EditUserDialog user={member} onClose={onClose} />, signedInSession({ role: 'admin' }));
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Nguyen');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ lastName: 'Nguyen' }]);
  });
});
