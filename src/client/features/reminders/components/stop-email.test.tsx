import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StopEmail, type EmailListName } from './stop-email';

afterEach(() => vi.unstubAllGlobals());

function renderPage(
  member: string | null,
  token: string | null,
  answer: Response,
  list: EmailListName = 'weekly-summary',
) {
  const fetch = vi.fn(async () => answer);
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter>
      <StopEmail member={member} token={token} list={list} />
    </MemoryRouter>,
  );
  return fetch;
}

describe('StopEmail', () => {
  it('stops the summary only on a click, sending the link’s member and token', async () => {
    const fetch = renderPage('user-1', 'abc_DEF-123', Response.json({ ok: true }));
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Stop the weekly summary' }));
    expect(
      await screen.findByText('The weekly summary is stopped. You will not get it again.'),
    ).toBeVisible();
    expect(fetch).toHaveBeenCalledWith(
      '/api/reminders/unsubscribe?member=user-1&token=abc_DEF-123',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('stops the forum digest with its list named', async () => {
    const fetch = renderPage('user-1', 'abc_DEF-123', Response.json({ ok: true }), 'forum-digest');
    await userEvent.click(screen.getByRole('button', { name: 'Stop the forum digest' }));
    expect(await screen.findByText('The forum digest is stopped. You will not get it again.')).toBeVisible();
    expect(fetch).toHaveBeenCalledWith(
      '/api/reminders/unsubscribe?member=user-1&token=abc_DEF-123&list=forum-digest',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('says why a link does not work', async () => {
    renderPage(
      'user-1',
      'forged',
      Response.json(
        {
          error: {
            code: 'not_found',
            message: 'This unsubscribe link is not valid. You can turn these e-mails off in your profile.',
          },
        },
        { status: 404 },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stop the weekly summary' }));
    expect(await screen.findByText(/This unsubscribe link is not valid/)).toBeVisible();
  });

  it('has no button for an incomplete link', () => {
    renderPage(null, 'x', Response.json({ ok: true }));
    expect(screen.getByText('This link is incomplete. Open the link from your email again.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
