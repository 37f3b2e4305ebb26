import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Session } from '@shared/account/account.schemas';
import type { Profile } from '@shared/profiles/profiles.schemas';
import { sessionQueryKey } from '@client/features/account/api/session';
import { createTestQueryClient } from '@client/test/test-query-client';

/** A member's profile; they chose their forum name unless a test says otherwise. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile & { forumNameConfirmed: boolean } {
  return {
    id: 'u1',
    firstName: 'Robin',
    lastName: 'Lee',
    username: 'robinlee',
    role: 'user',
    avatarUrl: null,
    reputation: 0,
    title: null,
    subscriptionTier: 'free',
    subscriptionStatus: 'active',
    ...overrides,
    forumNameConfirmed: overrides.forumNameConfirmed ?? true,
  };
}

export function signedInSession(profile: Partial<Profile> = {}): Session {
  return { user: { id: 'u1', email: 'robin@example.com' }, profile: makeProfile(profile) };
}

/** Renders UI with a query client whose session is already known (no network). */
export function renderWithSession(ui: ReactNode, session: Session | undefined, path = '/') {
  const queryClient = createTestQueryClient();
  if (session) queryClient.setQueryData(sessionQueryKey, session);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
