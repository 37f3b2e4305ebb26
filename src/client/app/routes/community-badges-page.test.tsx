import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BADGES } from '@shared/community/reputation';
import { BadgeList } from '@client/components/forum/badge-list';
import { CommunityBadgesPage } from './community-badges-page';

describe('CommunityBadgesPage', () => {
  it('says how every badge is earned, each at its own anchor, and what moves reputation', () => {
    render(<CommunityBadgesPage />);
    for (const badge of BADGES) {
      const item = document.getElementById(badge.id)!;
      expect(within(item).getByRole('heading', { level: 3, name: badge.name })).toBeVisible();
      expect(item).toHaveTextContent(badge.howEarned);
    }
    expect(
      screen.getByText('Receive 10 likes from other members on your topics (your own likes do not count).'),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'What changes a member’s reputation' });
    expect(within(table).getByRole('row', { name: 'Your reply is marked as the answer +10' })).toBeVisible();
  });

  it('is where a member’s badge links', () => {
    render(
      <MemoryRouter>
        <BadgeList
          label="Badges of sam"
          badges={[
            {
              id: 'helpful',
              name: 'Helpful',
              description: 'A reply was marked as the answer.',
              awardedAt: '2026-03-01T00:00:00.000Z',
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Helpful: how it is earned' })).toHaveAttribute(
      'href',
      '/community/badges#helpful',
    );
  });
});
