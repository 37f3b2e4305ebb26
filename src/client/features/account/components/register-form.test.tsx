import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { RegisterForm } from './register-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answerSignUpWith(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status: 201, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Robin' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lee' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'robin@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a calm strong password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('RegisterForm', () => {
  it('goes on when the new account is signed in', async () => {
    answerSignUpWith(signedInSession());
    const onRegistered = vi.fn();
    renderWithSession(<RegisterForm onRegistered={onRegistered} />, { user: null, profile: null });
    fillAndSubmit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
  });

  it('asks to check the inbox when the answer has no session (the address already had an account)', async () => {
    answerSignUpWith({ user: null, profile: null });
    const onRegistered = vi.fn();
    renderWithSession(<RegisterForm onRegistered={onRegistered} />, { user: null, profile: null });
    fillAndSubmit();
    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('robin@example.com');
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
