import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('shows and hides what was typed, keeping its label and its toggle’s name', async () => {
    const user = userEvent.setup();
    render(
      <FormField label="Password" error="Password must be at least 8 characters.">
        <PasswordInput autoComplete="current-password" />
      </FormField>,
    );
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Password must be at least 8 characters.');
    await user.type(field, 'quiet harbor');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', field.id);
    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('quiet harbor');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'password');
  });
});
