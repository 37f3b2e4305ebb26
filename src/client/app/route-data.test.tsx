import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pomodoroSettingsSchema } from '@shared/tools/pomodoro/pomodoro-settings';
import { pomodoroEntrySchema } from '@shared/tools/tool-data.schemas';
import { fetchChannels } from '@client/features/community/api/channels';
import { fetchFeedPage } from '@client/features/community/api/feed';
import { fetchStats } from '@client/features/community/api/stats';
import { fetchDashboard } from '@client/features/dashboard/api/dashboard';
import { useToolEntries, useToolSettings } from '@client/features/tools/api/tool-entries-api';
import { reviewStatusQueryOptions } from '@client/features/weekly-review/api/review-status';
import { recordRequests } from '@client/test/record-requests';
import { createTestQueryClient } from '@client/test/test-query-client';
import { routeData } from './route-data';

afterEach(() => vi.unstubAllGlobals());

describe('routeData', () => {
  it('lists exactly the URLs the pages fetch as they open, so the preloaded answers are the ones used', async () => {
    const requested = recordRequests();
    const ignore = () => undefined;
    await fetchDashboard().catch(ignore);
    await fetchChannels().catch(ignore);
    await fetchFeedPage({ channel: 'all', filter: 'latest', q: '' }, null).catch(ignore);
    await fetchStats().catch(ignore);
    const queryClient = createTestQueryClient();
    await queryClient.fetchQuery(reviewStatusQueryOptions).catch(ignore);
    renderHook(
      () => {
        useToolSettings('pomodoro-timer', pomodoroSettingsSchema);
        useToolEntries('pomodoro-timer', pomodoroEntrySchema);
      },
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        ),
      },
    );
    await waitFor(() => expect(requested).toHaveLength(7));
    expect(requested.sort()).toEqual(Object.values(routeData).flat().sort());
  });
});
