import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContentBundle, SkillCategory } from '@shared/content/content.schemas';
import { contentQueryKey } from '@client/features/library/api/content';
import { OnboardingFlow } from './onboarding-flow';
import { createTestQueryClient } from '@client/test/test-query-client';

const category = (id: string, title: string): SkillCategory => ({
  id,
  title,
  description: '',
  icon: 'leaf',
  order: null,
  accessLevel: 'free',
});

const content: ContentBundle = {
  skillCategories: [category('mindfulness', 'Mindfulness'), category('cbt', 'CBT')],
  skills: [],
  tools: [],
  progressFeatures: [],
  homepageLayout: [],
  pages: {},
};

function renderFlow(
  initial?: Parameters<typeof OnboardingFlow>[0]['initial'],
  yourDay?: Parameters<typeof OnboardingFlow>[0]['yourDay'],
) {
  // The content is known before the first render, so nothing reaches for the network.
  const queryClient = createTestQueryClient({ staleTime: Infinity });
  queryClient.setQueryData(contentQueryKey, content);
  return render(
    <QueryClientProvider client={queryClient}>
      <OnboardingFlow onDone={() => {}} initial={initial} yourDay={yourDay} />
    </QueryClientProvider>,
  );
}

describe('OnboardingFlow', () => {
  it('starts with nothing chosen the first time', async () => {
    renderFlow();
    expect(await screen.findByRole('checkbox', { name: 'Mindfulness' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'CBT' })).not.toBeChecked();
  });

  it("reopened from the profile, shows the member's earlier interests and experience", async () => {
    const user = userEvent.setup();
    renderFlow({ interests: ['cbt'], experience: 'some' });
    expect(await screen.findByRole('checkbox', { name: 'CBT' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mindfulness' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radio', { name: /Tried some/ })).toBeChecked();
  });

  it('shows the time zone and day end the member follows after their experience, before what we store', async () => {
    const user = userEvent.setup();
    renderFlow(undefined, <p>Your days follow America/Los_Angeles and end at 04:00.</p>);
    expect(await screen.findByText('Step 1 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Your day, on your clock' })).toBeInTheDocument();
    expect(screen.getByText('Your days follow America/Los_Angeles and end at 04:00.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Your data, in plain words' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Your day, on your clock' })).toBeInTheDocument();
  });
});
