import type { AppPathName } from '@shared/routes/app-paths';

/**
 * The answers a page asks for as it opens, when its address has no query string: index.html asks for them
 * beside the scripts (scripts/vite/preload-route-chunks.ts), so they are in when the page renders instead of
 * being asked for once it has. Each is exactly the URL the page's query fetches (route-data.test.ts checks).
 */
export const routeData: Partial<Record<AppPathName, readonly string[]>> = {
  dashboard: ['/api/me/dashboard', '/api/me/weekly-review/status'],
  community: [
    '/api/community/channels',
    '/api/community/posts?channel=all&filter=latest',
    '/api/community/stats',
  ],
  pomodoroTimer: ['/api/tools/pomodoro-timer/settings', '/api/tools/pomodoro-timer/entries?limit=20'],
};
