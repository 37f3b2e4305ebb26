import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Every core: Vitest's default in a run is one fewer than the machine has, which is one worker (every file
    // in turn) on a two-core machine.
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias },
        // No module-level state and no mocks in shared or server tests (each API file builds its own app on its
        // own database copy), so a worker keeps its imported modules between files: the server files spent
        // most of their time importing the app again.
        test: {
          name: 'shared',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        // One page environment and one module cache per worker, not one per file: setting them up again took
        // about 80 % of the client files' time. Each test unmounts what it rendered (setup.ts).
        test: {
          name: 'client',
          environment: 'happy-dom',
          isolate: false,
          include: ['src/client/**/*.test.{ts,tsx}'],
          exclude: ['src/client/**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
          // Room for a few of setup.ts's waits (up to 5 s each when the whole suite loads two cores).
          testTimeout: 15_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        // Files that replace modules (vi.mock, vi.resetModules) each get a fresh module cache: a replaced module
        // would otherwise stay replaced for the files after them (scripts/test-isolation.test.ts checks the names).
        test: {
          name: 'client-isolated',
          environment: 'happy-dom',
          include: ['src/client/**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
