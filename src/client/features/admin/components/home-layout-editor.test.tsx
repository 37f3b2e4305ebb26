import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@client/components/ui/toaster';
import { clearTabDrafts } from '@client/lib/tab-drafts';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { fakeAdminContent, fakeAdminContentApi, type FakeAdminContent } from '../test/fake-admin-content-api';
import { HomeLayoutEditor } from './home-layout-editor';

beforeEach(() => clearTabDrafts());
afterEach(() => vi.unstubAllGlobals());

function renderEditor(state: FakeAdminContent = fakeAdminContent()) {
  vi.stubGlobal('fetch', fakeAdminContentApi(state));
  const view = renderWithSession(
    <>
      <HomeLayoutEditor
        sections={state.bundle.homepageLayout}
        renderPreview={(shown) =>
          shown.map((s) => (
            <section key={s.sectionKey} data-section={s.sectionKey}>
              {String(s.settings.title ?? s.settings.tagline)}
            </section>
          ))
        }
      />
      <Toaster />
    </>,
    signedInSession({ role: 'admin' }),
  );
  return { state, ...view };
}

const preview = () => screen.getByTestId('home-layout-preview');
const previewed = () =>
  Array.from(preview().querySelectorAll('[data-section]')).map((s) => s.getAttribute('data-section'));
const leaveTab = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('HomeLayoutEditor', () => {
  it('edits a draft that only the preview shows, then publishes it in one save', async () => {
    const user = userEvent.setup();
    const { state } = renderEditor();
    expect(previewed()).toEqual(['hero', 'library-preview', 'how-it-works']);
    expect(screen.getByRole('status')).toHaveTextContent('Visitors see this layout.');
    expect(screen.getByRole('button', { name: 'Publish layout' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Shown Library preview' }));
    expect(previewed()).toEqual(['hero', 'how-it-works']);
    expect(within(preview()).queryByText('Skills to learn')).toBeNull();
    expect(screen.getByRole('region', { name: 'Preview of the home page' })).toHaveTextContent(
      'The home page would show, in this order: Hero, How it works.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Unpublished changes. Visitors still see the published layout.',
    );
    expect(state.writes).toEqual([]);
    expect(leaveTab()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Publish layout' }));
    await screen.findByText('Homepage layout updated!');
    expect(state.writes).toEqual([
      {
        route: 'PUT /api/admin/homepage-layout',
        body: [
          { sectionKey: 'hero', displayOrder: 1, isVisible: true, settings: { tagline: 'Design Your Life' } },
          {
            sectionKey: 'library-preview',
            displayOrder: 2,
            isVisible: false,
            settings: { title: 'Skills to learn' },
          },
          {
            sectionKey: 'how-it-works',
            displayOrder: 3,
            isVisible: true,
            settings: { title: 'How it works' },
          },
        ],
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Visitors see this layout.');
    expect(leaveTab()).toBe(false);
  });

  it('discards the draft back to the published layout without saving', async () => {
    const user = userEvent.setup();
    const { state } = renderEditor();
    await user.click(screen.getByRole('checkbox', { name: 'Shown Hero' }));
    expect(previewed()).toEqual(['library-preview', 'how-it-works']);
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(previewed()).toEqual(['hero', 'library-preview', 'how-it-works']);
    expect(screen.getByRole('checkbox', { name: 'Shown Hero' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Publish layout' })).toBeDisabled();
    expect(leaveTab()).toBe(false);
    expect(state.writes).toEqual([]);
  });

  it('keeps an unpublished draft when the admin leaves the page and comes back', async () => {
    const user = userEvent.setup();
    const state = fakeAdminContent();
    const first = renderEditor(state);
    await user.click(screen.getByRole('checkbox', { name: 'Shown How it works' }));
    first.unmount();

    renderEditor(state);
    expect(
      screen.getByText('Your unpublished changes from before are still here: publish or discard them.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Shown How it works' })).not.toBeChecked();
    expect(previewed()).toEqual(['hero', 'library-preview']);
    await waitFor(() => expect(state.writes).toEqual([]));
  });
});
