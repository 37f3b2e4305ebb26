import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SkillSummary } from '@shared/content/content.schemas';
import { SIGNED_OUT } from '@client/features/account/api/session';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { SkillCard } from './skill-card';

const skill = (overrides: Partial<SkillSummary>): SkillSummary => ({
  id: 'self-compassion-break',
  categoryId: 'self-compassion',
  title: 'The Self-Compassion Break',
  summary: 'A short pause.',
  difficulty: 'beginner',
  accessLevel: 'free',
  categoryAccessLevel: 'premium',
  estimatedMinutes: 5,
  order: 1,
  relatedToolIds: [],
  ...overrides,
});

const marks = () => document.querySelectorAll('[data-access]');

describe('SkillCard access state', () => {
  it('shows a free skill in a premium category as one lock naming Growth, never "Free" as well', () => {
    renderWithSession(<SkillCard skill={skill({})} />, signedInSession({ subscriptionTier: 'free' }));
    expect(marks()).toHaveLength(1);
    expect(marks()[0]).toHaveAttribute('data-access', 'locked');
    expect(marks()[0]).toHaveTextContent('Growth plan needed');
    expect(screen.queryByText('Free')).toBeNull();
  });

  it('opens a free skill for a free member once an admin has made its category free', () => {
    renderWithSession(
      <SkillCard skill={skill({ categoryAccessLevel: 'free' })} />,
      signedInSession({ subscriptionTier: 'free' }),
    );
    expect(marks()).toHaveLength(1);
    expect(marks()[0]).toHaveAttribute('data-access', 'open');
    expect(marks()[0]).toHaveTextContent('Free');
  });

  it('names Premium once on a locked premium skill, and shows it open for a premium member', () => {
    const premium = skill({ categoryId: 'mindfulness', categoryAccessLevel: 'free', accessLevel: 'premium' });
    const first = renderWithSession(<SkillCard skill={premium} />, SIGNED_OUT);
    expect(marks()).toHaveLength(1);
    expect(screen.getAllByText(/Premium/)).toHaveLength(1);
    first.unmount();
    renderWithSession(<SkillCard skill={premium} />, signedInSession({ subscriptionTier: 'premium' }));
    expect(marks()[0]).toHaveAttribute('data-access', 'open');
  });
});
