import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PostMarkdown } from './post-markdown';

const renderMarkdown = (markdown: string) =>
  render(
    <MemoryRouter>
      <PostMarkdown markdown={markdown} />
    </MemoryRouter>,
  );

describe('PostMarkdown mentions', () => {
  it('links a mention to the member’s profile, and leaves code, addresses and links as written', () => {
    renderMarkdown(
      'Thanks @Pia_K! Mail pia@example.com, not `@incode`, and [ask @elsewhere](https://example.com/x).',
    );
    expect(screen.getByRole('link', { name: '@Pia_K' })).toHaveAttribute('href', '/community/user/pia_k');
    expect(screen.queryByRole('link', { name: /incode|example\.com$/ })).toBeNull();
    const external = screen.getByRole('link', { name: 'ask @elsewhere' });
    expect(external).toHaveAttribute('href', 'https://example.com/x');
    expect(external).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
