import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from '@client/components/ui/toaster';
import { createTestQueryClient } from './test-query-client';

/** Renders a screen with a fresh query client and the toaster, so its toasts can be read. */
export function renderWithToasts(screenUnderTest: ReactNode) {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      {screenUnderTest}
      <Toaster />
    </QueryClientProvider>,
  );
}
