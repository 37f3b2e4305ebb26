import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { fakeAdminContent, fakeAdminContentApi } from '../test/fake-admin-content-api';
import { SkillEditorDialog } from './skill-editor-dialog';

afterEach(() => vi.unstubAllGlobals());

const admin = signedInSession({ role: 'admin' });

function renderNewSkill() {
  const state = fakeAdminContent();
  vi.stubGlobal('fetch', fakeAdminContentApi(state));
  renderWithSession(
    <SkillEditorDialog
      skill={null}
      categories={state.bundle.skillCategories}
      defaultCategoryId="mindfulness"
      onClose={() => {}}
    />,
    admin,
  );
  return { state, dialog: screen.getByRole('dialog', { name: 'New skill' }) };
}

describe('a new skill’s id', () => {
  it('follows the title by the server’s id rules until the admin types one', async () => {
    const user = userEvent.setup();
    const { dialog } = renderNewSkill();
    const title = within(dialog).getByLabelText('Title');
    const id = within(dialog).getByLabelText('Id');
    await user.type(title, 'Café & Calm: Don’t Rush');
    expect(id).toHaveValue('cafe-and-calm-dont-rush');
    expect(within(dialog).getByText('Made from the title; type here to choose another.')).toBeInTheDocument();

    await user.clear(id);
    await user.type(id, 'slow-cafe');
    await user.type(title, ' Today');
    expect(id).toHaveValue('slow-cafe');

    // Emptying the id hands it back to the title.
    await user.clear(id);
    await user.type(title, '!');
    expect(id).toHaveValue('cafe-and-calm-dont-rush-today');
  });

  it('is sent as made when the admin saves without touching it', async () => {
    const user = userEvent.setup();
    const { state, dialog } = renderNewSkill();
    await user.type(within(dialog).getByLabelText('Title'), 'Loving-Kindness Practice');
    await user.click(within(dialog).getByRole('button', { name: 'Save skill' }));
    await waitFor(() => expect(state.writes).toHaveLength(1));
    expect(state.writes[0]).toMatchObject({
      route: 'POST /api/admin/skills',
      body: { id: 'loving-kindness-practice', title: 'Loving-Kindness Practice', categoryId: 'mindfulness' },
    });
  });
});

describe('an edit of a skill', () => {
  it('sends only the fields the admin changed', async () => {
    const user = userEvent.setup();
    const state = fakeAdminContent();
    vi.stubGlobal('fetch', fakeAdminContentApi(state));
    const skill = state.skills.get('body-scan')!;
    const onClose = vi.fn();
    renderWithSession(
      <SkillEditorDialog
        skill={skill}
        categories={state.bundle.skillCategories}
        defaultCategoryId="mindfulness"
        onClose={onClose}
      />,
      admin,
    );
    const minutes = screen.getByLabelText('Minutes');
    await user.clear(minutes);
    await user.type(minutes, '12');
    await user.click(screen.getByRole('button', { name: 'Save skill' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(state.writes).toEqual([
      { route: 'PATCH /api/admin/skills/body-scan', body: { estimatedMinutes: 12 } },
    ]);
  });

  it('sends nothing when nothing changed', async () => {
    const user = userEvent.setup();
    const state = fakeAdminContent();
    vi.stubGlobal('fetch', fakeAdminContentApi(state));
    const onClose = vi.fn();
    renderWithSession(
      <SkillEditorDialog
        skill={state.skills.get('body-scan')!}
        categories={state.bundle.skillCategories}
        defaultCategoryId="mindfulness"
        onClose={onClose}
      />,
      admin,
    );
    await user.click(screen.getByRole('button', { name: 'Save skill' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(state.writes).toEqual([]);
  });
});
