import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownProfileSchema, type OwnProfile } from '@shared/profiles/profiles.schemas';
import { makeProfile, renderWithSession, signedInSession } from '@client/test/render-app';
import { ForumStanding } from './forum-standing';

const ownProfile = (overrides: Partial<OwnProfile>): OwnProfile =>
  ownProfileSchema.parse({
    ...makeProfile(),
    timeZone: 'UTC',
    endOfDayHour: 4,
    restDays: [],
    onboarding: { interests: [], experience: null, done: true },
    badges: [],
    ...overrides,
  });

const definition = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('ForumStanding', () => {
  it('shows the forum title, reputation and each badge, linking to the forum profile', () => {
    const profile = ownProfile({
      title: 'Kind Guide',
      reputation: 1234,
      badges: [
        {
          id: 'helpful',
          name: 'Helpful',
          description: 'A reply was marked as the answer.',
          awardedAt: '2026-03-01T00:00:00.000Z',
        },
        {
          id: 'first-post',
          name: 'First Post',
          description: 'Started a first conversation.',
          awardedAt: '2026-02-01T00:00:00.000Z',
        },
      ],
    });
    renderWithSession(<ForumStanding profile={profile} />, signedInSession());
    expect(definition('Title')).toHaveTextContent('Kind Guide');
    expect(definition('Reputation')).toHaveTextContent('1,234');
    const badges = within(screen.getByRole('list', { name: 'Your badges' })).getAllByRole('listitem');
    expect(badges.map((li) => li.textContent)).toEqual(['Helpful', 'First Post']);
    expect(badges[0]).toHaveAttribute('title', 'A reply was marked as the answer.');
    expect(screen.getByRole('link', { name: 'See your forum profile' })).toHaveAttribute(
      'href',
      '/community/user/robinlee',
    );
  });

  it('says so when there is no title and no badge yet', () => {
    renderWithSession(<ForumStanding profile={ownProfile({})} />, signedInSession());
    expect(definition('Title')).toHaveTextContent('No title yet');
    expect(screen.getByText('No badges yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your badges' })).not.toBeInTheDocument();
  });
});
