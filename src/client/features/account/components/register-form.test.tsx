import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signUpSchema } from '@shared/account/account.schemas';
import { restoreDeviceTimeZone, setDeviceTimeZone } from '@client/test/device-time-zone';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { RegisterForm } from './register-form';

afterEach(() => {
  vi.unstubAllGlobals();
  restoreDeviceTimeZone();
});

/** Answers the sign-up with `body`; returns the request bodies sent, as the API contract reads them. */
function answerSignUpWith(body: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(signUpSchema.parse(JSON.parse(String(init?.body))));
      return new Response(JSON.stringify(body), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
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

  it("sends this device's time zone, so the new member's days follow their own clock", async () => {
    setDeviceTimeZone('America/Los_Angeles');
    const sent = answerSignUpWith(signedInSession());
    const onRegistered = vi.fn();
    renderWithSession(<RegisterForm onRegistered={onRegistered} />, { user: null, profile: null });
    fillAndSubmit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        firstName: 'Robin',
        lastName: 'Lee',
        email: 'robin@example.com',
        password: 'a calm strong password',
        timeZone: 'America/Los_Angeles',
      },
    ]);
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
