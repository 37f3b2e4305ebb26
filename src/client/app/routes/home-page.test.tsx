import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentBundle } from '@shared/content/content.schemas';
import { HomePage } from '@client/app/routes/home-page';
import { DEFAULT_SUBTITLE } from '@client/features/home/components/hero-section';
import { contentQueryKey } from '@client/features/library/api/content';
import { createTestQueryClient } from '@client/test/test-query-client';

const layout: ContentBundle['homepageLayout'] = [
  {
    sectionKey: 'hero',
    displayOrder: 1,
    isVisible: true,
    settings: { tagline: 'Design Your Life', subtitle: DEFAULT_SUBTITLE },
  },
  { sectionKey: 'how-it-works', displayOrder: 2, isVisible: true, settings: { title: 'How it works' } },
];
const bundle: ContentBundle = {
  skillCategories: [],
  skills: [],
  tools: [],
  progressFeatures: [],
  homepageLayout: layout,
  pages: {},
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the home page', () => {
  it('shows the hero while the layout loads, and keeps the same elements when it arrives', async () => {
    // The content answer never comes on its own: the test hands it over.
    vi.stubGlobal('fetch', () => new Promise<never>(() => undefined));
    const queryClient = createTestQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Design Your Life' });
    const subtitle = screen.getByText(DEFAULT_SUBTITLE);
    expect(screen.queryByRole('heading', { name: 'How it works' })).toBeNull();

    await act(async () => {
      queryClient.setQueryData(contentQueryKey, bundle);
    });

    expect(await screen.findByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    // Not painted a second time: a new element would be a new largest paint on a phone (Lighthouse's LCP).
    expect(screen.getByRole('heading', { level: 1, name: 'Design Your Life' })).toBe(heading);
    expect(screen.getByText(DEFAULT_SUBTITLE)).toBe(subtitle);
  });
});
