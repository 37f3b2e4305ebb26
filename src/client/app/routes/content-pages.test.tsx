import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentBundle } from '@shared/content/content.schemas';
import { AboutPage } from '@client/app/routes/about-page';
import { HelpPage } from '@client/app/routes/help-page';
import { LegalDisclaimerPage } from '@client/app/routes/legal-disclaimer-page';
import { PrivacyPage } from '@client/app/routes/privacy-page';
import { UserGuidePage } from '@client/app/routes/user-guide-page';
import { contentQueryKey } from '@client/features/library/api/content';
import { createTestQueryClient } from '@client/test/test-query-client';

function bundle(pages: Record<string, string>): ContentBundle {
  return { skillCategories: [], skills: [], tools: [], progressFeatures: [], homepageLayout: [], pages };
}

/** Renders a page with the content bundle already cached, or (with no bundle) still loading. */
function renderPage(ui: ReactNode, content?: ContentBundle) {
  const queryClient = createTestQueryClient();
  if (content) queryClient.setQueryData(contentQueryKey, content);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** renderPage with a cached bundle, once the Markdown renderer (loaded lazily) has drawn the text. */
async function renderLoadedPage(ui: ReactNode, content: ContentBundle) {
  const result = renderPage(ui, content);
  await waitFor(() => expect(screen.queryByText('Loading page')).toBeNull());
  return result;
}

const CRISIS_HEADING = 'If you need help right now';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a page whose text comes from the content bundle', () => {
  it('renders the Markdown under the page heading', async () => {
    await renderLoadedPage(<AboutPage />, bundle({ about: '## Our mission\n\nText' }));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'About Design Your Life' })).toBeInTheDocument();
    const mission = screen.getByRole('region', { name: 'Our mission' });
    expect(within(mission).getByRole('heading', { level: 2, name: 'Our mission' })).toHaveAttribute(
      'id',
      'our-mission',
    );
    expect(within(mission).getByText('Text')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: CRISIS_HEADING })).toBeInTheDocument();
  });

  it('does not render raw HTML from the Markdown', async () => {
    const markdown = [
      '## Our mission',
      '',
      '<script>window.pwned = true</script>',
      '',
      'Safe text <img src="x" onerror="window.pwned = true"> and <b>bold tag</b>.',
      '',
      '<div onclick="alert(1)">block html</div>',
      '',
      '[Contact](/contact) and [bad](javascript:alert(1))',
    ].join('\n');
    const { container } = await renderLoadedPage(<AboutPage />, bundle({ about: markdown }));

    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(screen.queryByText(/block html/)).toBeNull();
    expect(screen.queryByText(/window\.pwned/)).toBeNull();
    expect(screen.getByText(/Safe text/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('bad').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('shows a friendly note, and still the crisis help, when the page has no text', () => {
    renderPage(<AboutPage />, bundle({}));
    expect(screen.getByRole('heading', { level: 1, name: 'About Design Your Life' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be loaded right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('heading', { name: CRISIS_HEADING })).toBeInTheDocument();
  });

  it('shows the heading and a spinner while the bundle loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderPage(<LegalDisclaimerPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Legal Disclaimer' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(screen.getByRole('heading', { name: CRISIS_HEADING })).toBeInTheDocument();
  });
});

describe('tables of contents', () => {
  it('lists a policy page’s ## headings, numbered, linking to their ids', async () => {
    const markdown =
      'Last updated: 22 November 2026\n\n## Who we are\n\nUs.\n\n## What we collect\n\n### Detail\n\nLittle.';
    await renderLoadedPage(<PrivacyPage />, bundle({ privacy: markdown }));
    expect(screen.getByText('Last updated: 22 November 2026')).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1. Who we are', '#who-we-are'],
      ['2. What we collect', '#what-we-collect'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: '2. What we collect' })).toHaveAttribute(
      'id',
      'what-we-collect',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Detail' })).toBeInTheDocument();
  });

  it('puts the crisis help under the disclaimer’s emergencies section', async () => {
    const markdown = '## Emergencies and crisis\n\nCall now.\n\n## Contact us\n\nWrite.';
    await renderLoadedPage(<LegalDisclaimerPage />, bundle({ 'legal-disclaimer': markdown }));
    const section = screen.getByRole('region', { name: '1. Emergencies and crisis' });
    expect(within(section).getByRole('heading', { level: 3, name: CRISIS_HEADING })).toBeInTheDocument();
  });

  it('builds the user guide’s contents from the Markdown, so edits stay in step', async () => {
    await renderLoadedPage(
      <UserGuidePage />,
      bundle({ 'user-guide': '## Getting started\n\nHi.\n\n## A new part\n\nNew.' }),
    );
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#getting-started', '#a-new-part']);
    expect(screen.getByRole('heading', { level: 2, name: 'A new part' })).toHaveAttribute('id', 'a-new-part');
  });
});

describe('help center', () => {
  it('keeps the crisis help and the FAQ when its text is missing', () => {
    renderPage(<HelpPage />, bundle({}));
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: CRISIS_HEADING })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be loaded right now.')).toBeInTheDocument();
  });

  it('renders its Markdown with the contact button', async () => {
    await renderLoadedPage(<HelpPage />, bundle({ help: '## Still need help?\n\nWrite to us.' }));
    const region = screen.getByRole('region', { name: 'Still need help?' });
    expect(region).toHaveTextContent('Write to us.');
    // The button sits in the same card, just after the Markdown.
    const card = region.parentElement!.parentElement!;
    expect(within(card).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
