import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '@client/components/ui/toaster';
import type { Session } from '@shared/account/account.schemas';
import { sessionQueryKey } from '@client/features/account/api/session';
import { signedInSession } from '@client/test/render-app';
import { createTestQueryClient } from '@client/test/test-query-client';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders community UI at `path` inside routes, with a signed-in session, the toaster and the location. */
export function renderCommunity(
  routes: { path: string; element: ReactNode }[],
  path: string,
  session: Session = signedInSession(),
) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionQueryKey, session);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {routes.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}
