import { defineConfig } from 'vitest/config';

/**
 * Journeys that change what every visitor sees: maintenance mode and the announcement (shell), the category
 * order, a skill's text and a progress feature switched off (admin). They run one file at a time on a server of
 * their own, so a journey running beside them never meets their changes, and beside the others' two files.
 */
const siteWide = ['e2e/shell.e2e.ts', 'e2e/admin.e2e.ts'];

// Browser journeys: the built app served by the real server, driven by playwright-core in system Chromium.
// Each project's global setup starts a server on its own fresh database.
export default defineConfig({
  test: {
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files of the shared server's journeys and one site-wide file at a time.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          exclude: siteWide,
          // Two files at a time: a journey spends much of its time waiting on the browser and the server.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-site-wide',
          include: siteWide,
          fileParallelism: false,
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
