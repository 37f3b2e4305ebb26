import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAdminUser } from '../test/admin-user-fixture';
import { adminUserPageSchema } from '@shared/admin/admin-users.schemas';
import * as z from '@shared/api/zod-mini';
import { jsonResponse } from '@client/test/fake-tool-api';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { fakeAdminTrust, fakeAdminTrustApi } from '../test/fake-admin-trust-api';
import { UsersTable } from './users-table';

afterEach(() => vi.unstubAllGlobals());

const person = makeAdminUser;

/** The signed-in admin (signedInSession's u1) and one member. */
const users = [
  person({ id: 'u1', firstName: 'Robin', username: 'robinlee', email: 'robin@example.com', role: 'admin' }),
  person({}),
];

describe('UsersTable’s forum standing', () => {
  it('opens a member’s standing from their row, and offers none on the admin’s own row', async () => {
    const user = userEvent.setup();
    const trustApi = fakeAdminTrustApi(fakeAdminTrust());
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
        new URL(String(input), 'http://app.test').pathname === '/api/admin/users'
          ? jsonResponse(z.parse(adminUserPageSchema, { items: users, nextCursor: null }))
          : trustApi(input, init),
      ),
    );
    renderWithSession(<UsersTable />, signedInSession({ role: 'admin' }));

    // The member list shows as cards and as a table (CSS picks one by width); both offer the same actions.
    const buttons = await screen.findAllByRole('button', { name: 'Forum standing of samlee' });
    expect(buttons.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Edit robinlee' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Forum standing of robinlee' })).not.toBeInTheDocument();

    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Forum standing: Sam Lee' });
    expect(await within(dialog).findByRole('radio', { name: 'New member (level 0)' })).toBeChecked();
  });
});
