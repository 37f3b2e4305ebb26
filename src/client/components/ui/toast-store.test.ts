import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@client/lib/api-client';
import { TOAST_DURATION_MS, TOAST_LIMIT, dismissToast, toast, toastError, useToasts } from './toast-store';

describe('toast store', () => {
  it('keeps one toast at a time, the newest', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(TOAST_LIMIT).toBe(1);
    expect(result.current.map((t) => t.title)).toEqual(['Second']);
  });

  it('shows errors in the destructive style with the server message as description', () => {
    const { result } = renderHook(() => useToasts());
    act(() =>
      toastError(
        'Error updating profile',
        new ApiRequestError(400, 'bad_request', 'First name is required.'),
      ),
    );
    expect(result.current[0]).toMatchObject({
      title: 'Error updating profile',
      description: 'First name is required.',
      variant: 'destructive',
      open: true,
    });
  });

  it('closes a dismissed toast', () => {
    const { result } = renderHook(() => useToasts());
    let id = 0;
    act(() => {
      id = toast({ title: 'Bye' });
    });
    act(() => dismissToast(id));
    expect(result.current[0]?.open).toBe(false);
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});
