import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAdminUser } from '../test/admin-user-fixture';
import { formatDate } from '@client/lib/format-date';
import { renderWithToasts } from '@client/test/render-with-toasts';
import { fakeAdminTrust, fakeAdminTrustApi, type FakeAdminTrust } from '../test/fake-admin-trust-api';
import { MemberStandingDialog } from './member-standing-dialog';

afterEach(() => vi.unstubAllGlobals());

const member = makeAdminUser();

const standingPath = '/api/admin/community/members/m1';

async function renderDialog(state: FakeAdminTrust) {
  vi.stubGlobal('fetch', fakeAdminTrustApi(state));
  renderWithToasts(<MemberStandingDialog user={member} onClose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: 'Forum standing: Sam Lee' });
  await within(dialog).findByRole('group', { name: 'Trust level' });
  return dialog;
}

const sanctionOf = (state: FakeAdminTrust) => state.members.get('m1')?.sanction;

describe('MemberStandingDialog', () => {
  it('shows the level and reading, sends a suspension with its reason and shows it in force', async () => {
    const user = userEvent.setup();
    const state = fakeAdminTrust();
    const dialog = await renderDialog(state);
    expect(within(dialog).getByText('Minutes read').nextElementSibling).toHaveTextContent('12');
    expect(within(dialog).getByText('Trust level', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'New member (level 0)',
    );
    expect(within(dialog).queryByRole('heading', { name: /until/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /^Suspend/ }));
    await user.clear(within(dialog).getByLabelText('Days'));
    await user.type(within(dialog).getByLabelText('Days'), '3');
    await user.type(within(dialog).getByLabelText('Reason'), 'Insults in two threads');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend member' }));

    const inForce = await within(dialog).findByRole('heading', { name: /^Suspended until/ });
    expect(state.writes).toEqual([
      {
        route: `PUT ${standingPath}/sanction`,
        body: { kind: 'suspend', days: 3, reason: 'Insults in two threads' },
      },
    ]);
    expect(inForce).toHaveTextContent(formatDate(new Date(sanctionOf(state)!.endsAt), 'd MMMM yyyy, HH:mm'));
    expect(within(dialog).getByText(/“Insults in two threads”/)).toBeInTheDocument();
    expect(await screen.findByText('Member suspended')).toBeInTheDocument();
  });

  it('lifts a sanction in force with DELETE', async () => {
    const user = userEvent.setup();
    const state = fakeAdminTrust();
    const endsAt = '2026-12-03T10:00:00.000Z';
    state.members.set('m1', {
      ...state.members.get('m1')!,
      sanction: { kind: 'silence', reason: 'Spam links', endsAt },
    });
    const dialog = await renderDialog(state);
    expect(within(dialog).getByRole('heading', { name: /^Silenced until/ })).toHaveTextContent(
      formatDate(new Date(endsAt), 'd MMMM yyyy, HH:mm'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Lift the silence' }));

    await waitFor(() =>
      expect(within(dialog).queryByRole('heading', { name: /^Silenced until/ })).not.toBeInTheDocument(),
    );
    expect(state.writes).toEqual([{ route: `DELETE ${standingPath}/sanction`, body: undefined }]);
    expect(sanctionOf(state)).toBeNull();
    expect(await screen.findByText('Sanction lifted')).toBeInTheDocument();
  });

  it('sets the level with PUT and shows it was set by an admin', async () => {
    const user = userEvent.setup();
    const state = fakeAdminTrust();
    const dialog = await renderDialog(state);
    const save = within(dialog).getByRole('button', { name: 'Save level' });
    expect(save).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: 'Member (level 2)' }));
    await user.click(save);

    expect(await within(dialog).findByText('Set by an admin: reading no longer changes it.')).toBeVisible();
    expect(state.writes).toEqual([{ route: `PUT ${standingPath}/trust-level`, body: { trustLevel: 2 } }]);
    expect(within(dialog).getByRole('radio', { name: 'Member (level 2)' })).toBeChecked();
    expect(within(dialog).getByText('Trust level', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Member (level 2)',
    );
    expect(await screen.findByText('Trust level set')).toBeInTheDocument();
  });

  it('asks for a reason before sending anything', async () => {
    const user = userEvent.setup();
    const state = fakeAdminTrust();
    const dialog = await renderDialog(state);

    await user.click(within(dialog).getByRole('button', { name: 'Silence member' }));

    expect(await within(dialog).findByText('Say why, in a few words the member will read.')).toBeVisible();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(state.writes).toEqual([]);
  });

  it('shows the server’s refusal in the dialog (an admin cannot be sanctioned)', async () => {
    const user = userEvent.setup();
    const state = fakeAdminTrust({ admins: new Set(['m1']) });
    const dialog = await renderDialog(state);

    await user.type(within(dialog).getByLabelText('Reason'), 'Testing the refusal');
    await user.click(within(dialog).getByRole('button', { name: 'Silence member' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An admin cannot be silenced or suspended.',
    );
    expect(sanctionOf(state)).toBeNull();
  });
});
