import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(onConfirm = vi.fn()) {
  render(
    <ConfirmDialog
      trigger={<Button>Delete</Button>}
      title="Delete this entry?"
      description="This cannot be undone."
      confirmLabel="Delete entry"
      onConfirm={onConfirm}
    />,
  );
  return onConfirm;
}

describe('ConfirmDialog', () => {
  it('shows only its trigger until asked, then the dialog once its code has loaded', async () => {
    renderDialog();
    const trigger = screen.getByRole('button', { name: 'Delete' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this entry?' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('runs the action on confirm, and closes', async () => {
    const onConfirm = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete entry' }, { timeout: 5000 }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does nothing on Cancel and gives focus back to the trigger, also when opened again', async () => {
    const onConfirm = renderDialog();
    const trigger = screen.getByRole('button', { name: 'Delete' });
    for (let round = 0; round < 2; round += 1) {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }, { timeout: 5000 }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
    }
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    renderDialog();
    const trigger = screen.getByRole('button', { name: 'Delete' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
