import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useContent } from '@client/features/library/api/content';
import { Toaster } from '@client/components/ui/toaster';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { fakeAdminContent, fakeAdminContentApi } from '../test/fake-admin-content-api';
import { SkillsList } from './content-lists';

afterEach(() => vi.unstubAllGlobals());

const admin = signedInSession({ role: 'admin' });

/** The skills tab as the content page composes it: the list over the content bundle. */
function SkillsScreen() {
  const { data } = useContent();
  return data ? <SkillsList bundle={data} /> : null;
}

describe('the skills list after a new skill', () => {
  it('moves to the category the skill was created in and shows it there', async () => {
    const user = userEvent.setup();
    const state = fakeAdminContent();
    vi.stubGlobal('fetch', fakeAdminContentApi(state));
    renderWithSession(
      <main>
        <SkillsScreen />
        <Toaster />
      </main>,
      admin,
    );
    const panel = screen.getByRole('main');
    expect(await within(panel).findByLabelText('Category')).toHaveValue('mindfulness');
    expect(within(panel).getByTestId('row-body-scan')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'New skill' }));
    const dialog = screen.getByRole('dialog', { name: 'New skill' });
    await user.type(within(dialog).getByLabelText('Title'), 'Active Listening');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'relationships');
    await user.click(within(dialog).getByRole('button', { name: 'Save skill' }));

    await screen.findByText('In Relationships.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(panel).getByLabelText('Category')).toHaveValue('relationships');
    expect(await within(panel).findByTestId('row-active-listening')).toHaveTextContent('Active Listening');
    expect(within(panel).queryByTestId('row-body-scan')).toBeNull();
  });
});
