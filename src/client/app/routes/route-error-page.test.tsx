import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isStaleChunkError, RouteErrorPage } from './route-error-page';

function renderFailingPage(error: Error) {
  const Failing = () => {
    throw error;
  };
  const router = createMemoryRouter([
    {
      element: <Outlet />,
      errorElement: <RouteErrorPage />,
      children: [{ path: '/', element: <Failing /> }],
    },
  ]);
  return render(<RouterProvider router={router} />);
}

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorPage', () => {
  it('apologises for a page that failed to render, without its error text, and offers a way out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingPage(new Error('Cannot read properties of undefined (reading "items")'));
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong on this page' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('asks for a reload when a page’s code is gone after a release', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingPage(
      new TypeError('Failed to fetch dynamically imported module: /assets/help-page-1a2b.js'),
    );
    expect(await screen.findByRole('heading', { name: 'A new version is ready' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('tells a stale chunk from other failures', () => {
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('Network down'))).toBe(false);
    expect(isStaleChunkError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
