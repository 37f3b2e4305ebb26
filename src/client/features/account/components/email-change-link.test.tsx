import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { ChangeEmailForm } from './account-credentials-forms';
import { EmailChangeLink } from './email-change-link';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('EmailChangeLink', () => {
  it('uses the token only when the button is pressed, then says it is done', async () => {
    const fetchMock = stubFetch({ ok: true });
    renderWithSession(<EmailChangeLink kind="confirm" token="tok-123" />, undefined);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my new email' }));
    expect(await screen.findByText(/Your email is changed/)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/account/change-email/confirm');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok-123' });
  });

  it('shows the server message for a used link', async () => {
    stubFetch(
      { error: { code: 'invalid_token', message: 'This link is invalid, has expired or was already used.' } },
      400,
    );
    renderWithSession(<EmailChangeLink kind="undo" token="old" />, undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Change my email back' }));
    expect(await screen.findByText('This link is invalid, has expired or was already used.')).toBeTruthy();
  });
});

describe('ChangeEmailForm', () => {
  it('sends the password with the new address and says where the link went', async () => {
    const fetchMock = stubFetch({ pendingEmail: 'new@example.com' });
    renderWithSession(<ChangeEmailForm currentEmail="robin@example.com" />, signedInSession());
    fireEvent.change(screen.getByLabelText('New email'), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'my secret words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText(/We sent a link to new@example.com/)).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      newEmail: 'new@example.com',
      currentPassword: 'my secret words',
    });
  });
});
