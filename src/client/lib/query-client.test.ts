import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  afterEach(() => vi.restoreAllMocks());
  const network = new ApiRequestError(0, 'network', 'Could not reach Design Your Life.');

  it('asks twice more after a network failure or a server error', () => {
    expect([0, 1, 2].map((count) => shouldRetry(count, network))).toEqual([true, true, false]);
    expect(shouldRetry(0, new ApiRequestError(503, 'internal', 'Down'))).toBe(true);
    expect(shouldRetry(0, new TypeError('oops'))).toBe(true);
  });

  it('does not ask again after a 4xx', () => {
    expect(shouldRetry(0, new ApiRequestError(404, 'not_found', 'Gone'))).toBe(false);
  });

  it('does not ask again while the device is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(shouldRetry(0, network)).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(503, 'internal', 'Down'))).toBe(true);
  });
});
