import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Tool } from '@shared/content/content.schemas';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { ToolGrid } from './tool-grid';

const tool = (id: string, name: string, accessLevel: Tool['accessLevel']): Tool => ({
  id,
  name,
  description: '',
  icon: 'Sparkles',
  accessLevel,
  order: null,
});

// gratitude-log ships free; here an admin has set it to premium, and a new tool to free.
const tools = [tool('gratitude-log', 'Gratitude Log', 'premium'), tool('sleep-diary', 'Sleep Diary', 'free')];

const markOf = (name: string) =>
  within(screen.getByRole('link', { name: new RegExp(name) }))
    .getByText(/Free|Growth/)
    .closest('[data-access]');

describe('ToolGrid access marks', () => {
  it('locks a tool by its own level for a free member, whatever its id', () => {
    renderWithSession(<ToolGrid tools={tools} />, signedInSession({ subscriptionTier: 'free' }));
    expect(markOf('Gratitude Log')).toHaveAttribute('data-access', 'locked');
    expect(markOf('Gratitude Log')).toHaveTextContent('Growth plan needed');
    expect(markOf('Sleep Diary')).toHaveAttribute('data-access', 'open');
  });

  it('opens a premium tool for a growth member', () => {
    renderWithSession(<ToolGrid tools={tools} />, signedInSession({ subscriptionTier: 'growth' }));
    expect(markOf('Gratitude Log')).toHaveAttribute('data-access', 'open');
  });
});
