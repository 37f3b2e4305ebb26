import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { fakeAdminContent, fakeAdminContentApi } from '../test/fake-admin-content-api';
import { CatalogItemDialog } from './catalog-item-dialog';

afterEach(() => vi.unstubAllGlobals());

const admin = signedInSession({ role: 'admin' });

describe('CatalogItemDialog', () => {
  it('makes a new category’s id from its title, and keeps the one the admin types', async () => {
    const user = userEvent.setup();
    const state = fakeAdminContent();
    vi.stubGlobal('fetch', fakeAdminContentApi(state));
    renderWithSession(
      <CatalogItemDialog target={{ kind: 'categories', item: null }} onClose={() => {}} />,
      admin,
    );
    const dialog = screen.getByRole('dialog', { name: 'New category' });
    await user.type(within(dialog).getByLabelText('Title'), 'Sleep & Rest');
    expect(within(dialog).getByLabelText('Id')).toHaveValue('sleep-and-rest');
    await user.clear(within(dialog).getByLabelText('Id'));
    await user.type(within(dialog).getByLabelText('Id'), 'sleep');
    await user.type(within(dialog).getByLabelText('Title'), ' Better');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.writes).toHaveLength(1));
    expect(state.writes[0]).toMatchObject({
      route: 'POST /api/admin/categories',
      body: { id: 'sleep', title: 'Sleep & Rest Better' },
    });
  });

  it('sends only what changed in an edit of a tool', async () => {
    const user = userEvent.setup();
    const state = fakeAdminContent();
    vi.stubGlobal('fetch', fakeAdminContentApi(state));
    const onClose = vi.fn();
    renderWithSession(
      <CatalogItemDialog target={{ kind: 'tools', item: state.bundle.tools[0]! }} onClose={onClose} />,
      admin,
    );
    expect(screen.getByLabelText('Id')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Access level'), 'premium');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(state.writes).toEqual([
      { route: 'PATCH /api/admin/tools/gratitude-log', body: { accessLevel: 'premium' } },
    ]);
  });
});
