import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyChunk } from '@client/lib/lazy-chunk';
import { ChunkBoundary } from './chunk-boundary';

/** What a browser throws when a chunk cannot be downloaded. */
const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://app.test/assets/menu-1a2b3c.js');

/** A chunk whose download fails while `down` is true, and which counts its downloads. */
function flakyChunk() {
  const state = { down: true, downloads: 0 };
  const Part = lazyChunk(async () => {
    state.downloads += 1;
    if (state.down) throw chunkFailure();
    return function Menu({ label }: { label: string }) {
      return <p>{label}</p>;
    };
  });
  return { state, Part };
}

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // React reports every error a boundary catches.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function goOnline() {
  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
}

describe('lazyChunk and ChunkBoundary', () => {
  it('retries a download that failed once, so a blip never shows', async () => {
    let downloads = 0;
    const Part = lazyChunk(async () => {
      downloads += 1;
      if (downloads === 1) throw chunkFailure();
      return () => <p>The menu</p>;
    });
    render(
      <ChunkBoundary what="The menu">
        <Part />
      </ChunkBoundary>,
    );
    expect(await screen.findByText('The menu', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(downloads).toBe(2);
    expect(screen.queryByText(/could not load/)).toBeNull();
  });

  it('offline: says so in place of the part (never "a new version"), and shows it once back online', async () => {
    online = false;
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { state, Part } = flakyChunk();
    render(
      <div>
        <h1>The page stays</h1>
        <ChunkBoundary what="The menu">
          <Part label="Menu links" />
        </ChunkBoundary>
      </div>,
    );
    expect(await screen.findByRole('heading', { name: 'The menu could not load' })).toBeInTheDocument();
    expect(screen.getByText(/You are offline\. It will load by itself/)).toBeInTheDocument();
    expect(screen.queryByText('A new version is ready')).toBeNull();
    expect(screen.getByRole('heading', { name: 'The page stays' })).toBeInTheDocument();
    // Offline, nothing is retried: no download per render, no probe of the server.
    expect(state.downloads).toBe(1);
    expect(fetch).not.toHaveBeenCalled();

    state.down = false;
    goOnline();
    // Back online the part comes back as soon as its download is in; on a busy machine (the whole suite at once)
    // that took longer than findBy's default second, so the wait is for the part, up to 5 s.
    expect(await screen.findByText('Menu links', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/could not load/)).toBeNull();
    expect(state.downloads).toBe(2);
  });

  it('with the server down: retries quickly, then shows the panel and tries again on a growing delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { state, Part } = flakyChunk();
    render(
      <ChunkBoundary what="The menu">
        <Part label="Menu links" />
      </ChunkBoundary>,
    );
    // The first load and its two quick retries (0.3 s and 1 s apart).
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(state.downloads).toBe(3);
    expect(await screen.findByText(/could not be reached\. It will load by itself/)).toBeInTheDocument();
    expect(screen.queryByText('A new version is ready')).toBeNull();

    // 2 s later it tries again by itself (three downloads: one try and its quick retries), and fails again.
    await act(() => vi.advanceTimersByTimeAsync(2_000 + 1_500));
    expect(state.downloads).toBe(6);
    expect(screen.getByRole('heading', { name: 'The menu could not load' })).toBeInTheDocument();

    // The server is back: the next try (4 s later) brings the part in.
    state.down = false;
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(await screen.findByText('Menu links')).toBeInTheDocument();
    expect(screen.queryByText(/could not load/)).toBeNull();
  });

  it('tries again at once when asked', async () => {
    online = false;
    const { state, Part } = flakyChunk();
    render(
      <ChunkBoundary what="The menu">
        <Part label="Menu links" />
      </ChunkBoundary>,
    );
    await screen.findByRole('heading', { name: 'The menu could not load' });
    online = true;
    state.down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Menu links')).toBeInTheDocument();
  });

  it('says "A new version is ready" only when the server no longer has the chunk', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    const { Part } = flakyChunk();
    render(
      <ChunkBoundary what="The menu">
        <Part label="Menu links" />
      </ChunkBoundary>,
    );
    expect(
      await screen.findByRole('heading', { name: 'A new version is ready' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('http://app.test/assets/menu-1a2b3c.js', {
      method: 'HEAD',
      cache: 'no-store',
    });
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('keeps a small part’s place quietly, and still brings it back', async () => {
    online = false;
    const { state, Part } = flakyChunk();
    render(
      <ChunkBoundary quiet={<span>bell placeholder</span>}>
        <Part label="The bell" />
      </ChunkBoundary>,
    );
    expect(await screen.findByText('bell placeholder')).toBeInTheDocument();
    expect(screen.queryByText(/could not load/)).toBeNull();
    state.down = false;
    goOnline();
    expect(await screen.findByText('The bell', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lets any other error through to the boundary above', async () => {
    class Outer extends Component<{ children: ReactNode }, { caught: string | null }> {
      override state = { caught: null as string | null };
      static getDerivedStateFromError(error: Error) {
        return { caught: error.message };
      }
      override render() {
        return this.state.caught ? <p>Outer caught: {this.state.caught}</p> : this.props.children;
      }
    }
    const Broken = lazyChunk(async () => () => {
      throw new Error('A bug in the part');
    });
    render(
      <Outer>
        <ChunkBoundary what="The part">
          <Broken />
        </ChunkBoundary>
      </Outer>,
    );
    expect(await screen.findByText('Outer caught: A bug in the part')).toBeInTheDocument();
  });
});
