import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SkillMastery } from '@shared/mastery/mastery.schemas';
import type { SkillSummary } from '@shared/content/content.schemas';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { MasteryPanel } from './mastery-panel';
import { SkillPath } from './skill-path';

const mastery = (overrides: Partial<SkillMastery>): SkillMastery => ({
  skillId: 'cognitive-restructuring',
  toolId: 'thought-record-builder',
  goal: 3,
  progress: 2,
  counts: 'thought records where an emotion eased',
  status: 'learning',
  masteredAt: null,
  nextRefreshAt: null,
  refreshDueSince: null,
  ...overrides,
});

const skill = (id: string, title: string): SkillSummary => ({
  id,
  categoryId: 'cbt-dbt-act',
  title,
  summary: '',
  difficulty: 'beginner',
  accessLevel: 'free',
  categoryAccessLevel: 'free',
  estimatedMinutes: 5,
  order: 1,
  relatedToolIds: [],
});

describe('MasteryPanel', () => {
  it('shows the way to mastery with its tool while learning', () => {
    renderWithSession(<MasteryPanel mastery={mastery({})} skillTitle="Restructuring" />, signedInSession());
    expect(
      screen.getByText('Master this skill with 3 thought records where an emotion eased.'),
    ).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Mastery of Restructuring' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    expect(screen.getByTestId('mastery-status')).toHaveTextContent(
      '2 of 3 thought records where an emotion eased.',
    );
    expect(screen.getByRole('link', { name: 'Practise with the Thought Record Builder' })).toHaveAttribute(
      'href',
      '/tools/thought-record-builder',
    );
  });

  it('says when it was mastered and when the refresh comes, without the tool link', () => {
    renderWithSession(
      <MasteryPanel
        mastery={mastery({
          progress: 3,
          status: 'mastered',
          masteredAt: '2026-03-01T10:00:00.000Z',
          nextRefreshAt: '2026-03-08T10:00:00.000Z',
        })}
        skillTitle="Restructuring"
      />,
      signedInSession(),
    );
    expect(screen.getByTestId('mastery-status')).toHaveTextContent(
      /^Mastered on .*2026\. A short refresh comes on .*2026\.$/,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('asks for the refresh when it is due, with the tool one tap away', () => {
    renderWithSession(
      <MasteryPanel
        mastery={mastery({ progress: 3, status: 'refresh-due', masteredAt: '2026-03-01T10:00:00.000Z' })}
        skillTitle="Restructuring"
      />,
      signedInSession(),
    );
    expect(screen.getByTestId('mastery-status')).toHaveTextContent(
      'Time for a short refresh: use it once more to keep it fresh.',
    );
    expect(screen.getByRole('link', { name: 'Practise with the Thought Record Builder' })).toBeVisible();
  });
});

describe('SkillPath', () => {
  it('lists the category’s skills in order with each one’s standing, counting a due refresh as mastered', () => {
    renderWithSession(
      <SkillPath
        skills={[skill('a', 'Catching thoughts'), skill('b', 'Restructuring'), skill('c', 'Defusion')]}
        mastery={[
          mastery({ skillId: 'a', status: 'mastered', progress: 3 }),
          mastery({ skillId: 'b', status: 'refresh-due', progress: 3 }),
        ]}
      />,
      signedInSession(),
    );
    expect(screen.getByText('2 of 3 skills mastered')).toBeVisible();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1.Catching thoughtsMastered',
      '2.RestructuringRefresh due',
      '3.DefusionMark as practised when you have tried it',
    ]);
    expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/skill/b');
  });
});
