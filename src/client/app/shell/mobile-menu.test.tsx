import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MobileMenu } from './mobile-menu';

function renderMenu(onLogout = vi.fn()) {
  render(
    <MemoryRouter>
      <MobileMenu
        links={[{ to: '/admin', label: 'Admin', menuLabel: 'Admin Panel' }]}
        signedIn
        onLogout={onLogout}
      />
    </MemoryRouter>,
  );
  return { onLogout, user: userEvent.setup() };
}

describe('MobileMenu', () => {
  it('loads the menu dialog on the first tap and lists the links with their menu labels', async () => {
    const { user } = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger);
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('id', trigger.getAttribute('aria-controls'));
    expect(screen.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user } = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it("offers a visitor a way into the app, and a way in that returns to the visitor's page", async () => {
    render(
      <MemoryRouter initialEntries={['/skill/box-breathing']}>
        <MobileMenu links={[]} signedIn={false} onLogout={vi.fn()} />
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' }, { timeout: 5000 });
    const links = [...menu.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Library', '/library'],
      ['Tools', '/tools'],
      ['Help', '/help'],
      ['Login', '/login?next=%2Fskill%2Fbox-breathing'],
      ['Sign Up', '/register?next=%2Fskill%2Fbox-breathing'],
    ]);
  });

  it('closes and logs out from the Logout item', async () => {
    const { user, onLogout } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }, { timeout: 5000 }));
    expect(onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
