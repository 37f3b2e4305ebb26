import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Journeys that change what every visitor sees: maintenance mode and the announcement (shell), the category
 * order, a skill's text and a progress feature switched off (admin). Each is a project of its own, and each
 * project's global setup starts a server on its own fresh database, so no other journey meets their changes.
 */
const siteWide = ['e2e/shell.e2e.ts', 'e2e/admin.e2e.ts'];

/** Vitest's order (longest first, from the last run), but the site-wide files first: otherwise they are queued
 * behind every file of the main project and run at the end, alone. */
class SiteWideFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isSiteWide = (file: TestSpecification) => siteWide.some((path) => file.moduleId.endsWith(path));
    return [...sorted.filter(isSiteWide), ...sorted.filter((file) => !isSiteWide(file))];
  }
}

// Browser journeys: the built app served by the real server, driven by playwright-core in system Chromium.
export default defineConfig({
  test: {
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Three files at a time, of any project: a journey spends much of its time waiting on the browser and the
    // server.
    maxWorkers: 3,
    sequence: { sequencer: SiteWideFirst },
    projects: [
      ...siteWide.map((file) => ({
        extends: true as const,
        test: { name: `e2e-${file.replace(/^e2e\/|\.e2e\.ts$/g, '')}`, include: [file] },
      })),
      { extends: true, test: { name: 'e2e', include: ['e2e/**/*.e2e.ts'], exclude: siteWide } },
    ],
  },
});
