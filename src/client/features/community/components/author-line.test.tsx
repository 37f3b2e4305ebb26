import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeAuthor } from '../test/community-fixtures';
import { AuthorLine } from './author-line';

const author = makeAuthor({ id: 'u1', username: 'sam' });

describe('AuthorLine', () => {
  it('writes the full date as the hover title only when the time is first hovered', () => {
    const createdAt = '2026-03-01T10:00:00.000Z';
    render(
      <MemoryRouter>
        <AuthorLine author={author} createdAt={createdAt} />
      </MemoryRouter>,
    );
    const time = document.querySelector('time')!;
    expect(time).toHaveAttribute('datetime', createdAt);
    expect(time).not.toHaveAttribute('title');
    fireEvent.pointerEnter(time);
    expect(time).toHaveAttribute('title', new Date(createdAt).toLocaleString());
    expect(screen.getByRole('link', { name: 'sam' })).toHaveAttribute('href', '/community/user/sam');
  });
});
