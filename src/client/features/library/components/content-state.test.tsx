import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@client/components/ui/toaster';
import { SIGNED_OUT } from '@client/features/account/api/session';
import { renderWithSession } from '@client/test/render-app';
import { WithContent } from './content-state';

afterEach(() => vi.unstubAllGlobals());

describe('WithContent', () => {
  it('shows the spec error state and the "Error fetching content" toast when the bundle fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ error: { code: 'internal', message: 'Something went wrong on our side.' } }),
            { status: 500 },
          ),
      ),
    );
    renderWithSession(
      <>
        <WithContent>{() => <p>content</p>}</WithContent>
        <Toaster />
      </>,
      SIGNED_OUT,
    );
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to fetch content data.',
    );
    expect(screen.getAllByText('Error fetching content')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Something went wrong on our side.')[0]).toBeInTheDocument();
    expect(screen.queryByText('content')).toBeNull();
  });
});
