// First, before any library: see start-without-error-stacks.ts.
import { restoreErrorStacks } from './app/start-without-error-stacks';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { LazyToaster } from '@client/components/ui/lazy-toaster';
import { SessionGate } from '@client/features/session/components/session-gate';
import { endSessionOnUnauthorized } from '@client/features/session/session-expiry';
import { sessionQueryOptions } from '@client/features/session/use-session';
import { createQueryClient } from '@client/lib/query-client';
import { registerServiceWorker } from '@client/lib/register-service-worker';
import { createAppRouter } from './app/router';
import './styles.css';

// Every import above has now evaluated.
restoreErrorStacks();

/** Lets the browser paint and handle input between the start's steps: each is one task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start, in three tasks instead of one (on a phone the one took about 35 ms, a long task): the session and
 * the schemas chunk that checks it are asked for at once; then the router, which starts loading the page's
 * module; then React's first render, behind the full-screen spinner until the session has loaded.
 */
async function start(root: HTMLElement) {
  const queryClient = createQueryClient({ onError: endSessionOnUnauthorized });
  void queryClient.prefetchQuery(sessionQueryOptions);
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionGate>
          <RouterProvider router={router} />
        </SessionGate>
        <LazyToaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
void start(root);

// Offline support (issue 12): built apps only (MODE, not PROD: a build run under NODE_ENV=test is still a
// production build), so the development server never serves stale modules.
if (import.meta.env.MODE === 'production') registerServiceWorker();
