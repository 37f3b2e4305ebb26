import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

let navigate: NavigateFunction = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return <ScrollRestoration />;
}

let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => void (scrollY = y));

/** The reader scrolls to y (the position is recorded on the next frame, as in a browser). */
async function scrollBy(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.stubGlobal('scrollTo', scrollTo);
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ScrollRestoration', () => {
  it('opens a new page at its top and brings Back to where the reader was', async () => {
    render(
      <MemoryRouter initialEntries={['/library']}>
        <Navigator />
      </MemoryRouter>,
    );
    await scrollBy(640);
    act(() => void navigate('/library/mindfulness'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await scrollBy(120);
    act(() => void navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    act(() => void navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('keeps the positions for the tab when the page is left, so a reload can return to them', async () => {
    render(
      <MemoryRouter initialEntries={['/library']}>
        <Navigator />
      </MemoryRouter>,
    );
    await scrollBy(300);
    window.dispatchEvent(new Event('pagehide'));
    const kept = JSON.parse(sessionStorage.getItem('scroll-positions') ?? '[]') as [string, number][];
    expect(kept.map(([, y]) => y)).toContain(300);
  });

  it('opens an address with an anchor at that anchor', () => {
    const target = document.createElement('h2');
    target.id = 'crisis-lines';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    render(
      <MemoryRouter initialEntries={['/help']}>
        <Navigator />
      </MemoryRouter>,
    );
    act(() => void navigate('/help#crisis-lines'));
    expect(target.scrollIntoView).toHaveBeenCalled();
    target.remove();
  });
});
