import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, classifyChunkFailure, isChunkLoadError, loadChunk } from './chunk-load';

const chromium = new TypeError('Failed to fetch dynamically imported module: http://app.test/assets/a-1.js');

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('isChunkLoadError', () => {
  it('knows each browser’s wording, and nothing else', () => {
    expect(isChunkLoadError(chromium)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadError('x', async () => undefined))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('loadChunk', () => {
  it('tries a failed download again, but not a module that threw, nor while offline', async () => {
    const flaky = vi.fn().mockRejectedValueOnce(chromium).mockResolvedValue('module');
    await expect(loadChunk(flaky, [0, 0])).resolves.toBe('module');
    expect(flaky).toHaveBeenCalledTimes(2);

    const broken = vi.fn().mockRejectedValue(new Error('A bug'));
    await expect(loadChunk(broken, [0, 0])).rejects.toThrow('A bug');
    expect(broken).toHaveBeenCalledTimes(1);

    online = false;
    const offline = vi.fn().mockRejectedValue(chromium);
    await expect(loadChunk(offline, [0, 0])).rejects.toBe(chromium);
    expect(offline).toHaveBeenCalledTimes(1);
  });

  it('gives up after its retries', async () => {
    const gone = vi.fn().mockRejectedValue(chromium);
    await expect(loadChunk(gone, [0, 0])).rejects.toBe(chromium);
    expect(gone).toHaveBeenCalledTimes(3);
  });
});

describe('classifyChunkFailure', () => {
  it('offline without asking; stale only when the server says the file is gone', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    online = false;
    expect(await classifyChunkFailure(chromium)).toBe('offline');
    expect(fetch).not.toHaveBeenCalled();

    online = true;
    fetch.mockResolvedValueOnce(new Response(null, { status: 404 }));
    expect(await classifyChunkFailure(chromium)).toBe('stale');
    fetch.mockResolvedValueOnce(new Response(null, { status: 200 }));
    expect(await classifyChunkFailure(chromium)).toBe('unreachable');
    fetch.mockResolvedValueOnce(new Response(null, { status: 503 }));
    expect(await classifyChunkFailure(chromium)).toBe('unreachable');
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await classifyChunkFailure(chromium)).toBe('unreachable');
    expect(fetch).toHaveBeenCalledWith('http://app.test/assets/a-1.js', {
      method: 'HEAD',
      cache: 'no-store',
    });
  });
});
