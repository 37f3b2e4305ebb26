import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyChunk } from '@client/lib/lazy-chunk';
import { RouteErrorBoundary } from '../shell/route-error-boundary';

function renderPage(element: React.ReactNode) {
  return render(
    <MemoryRouter>
      <p>The header</p>
      <RouteErrorBoundary>{element}</RouteErrorBoundary>
    </MemoryRouter>,
  );
}

function renderFailingPage(error: Error) {
  const Failing = () => {
    throw error;
  };
  return renderPage(<Failing />);
}

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://app.test/assets/help-page-1a2b.js');

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('RouteErrorBoundary and its RouteErrorPage', () => {
  it('apologises for a page that failed to render, without its error text, and offers a way out', async () => {
    renderFailingPage(new Error('Cannot read properties of undefined (reading "items")'));
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong on this page' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('asks for a reload when a page’s code is gone after a release (the server says 404)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    renderFailingPage(chunkFailure());
    expect(await screen.findByRole('heading', { name: 'A new version is ready' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('offline, says the page could not load (not a new version) and shows it once back online', async () => {
    online = false;
    let down = true;
    const HelpPage = lazyChunk(async () => {
      if (down) throw chunkFailure();
      return () => <h1>Help</h1>;
    });
    renderPage(<HelpPage />);
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeInTheDocument();
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
    expect(screen.queryByText('A new version is ready')).toBeNull();
    expect(screen.getByText('The header')).toBeInTheDocument();

    down = false;
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(screen.queryByText(/could not load/)).toBeNull();
  });

  it('with the server out of reach, says so rather than claiming a new version', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderFailingPage(chunkFailure());
    expect(await screen.findByText(/could not be reached/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This page could not load' })).toBeInTheDocument();
    expect(screen.queryByText('A new version is ready')).toBeNull();
  });
});
