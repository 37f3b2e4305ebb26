// First, before any library: see start-without-error-stacks.ts.
import { restoreErrorStacks } from './app/start-without-error-stacks';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { Session } from '@shared/account/account.schemas';
import { Toaster } from '@client/components/ui/toaster';
import { contentQueryOptions } from '@client/features/library/api/content';
import { SessionGate } from '@client/features/account/components/session-gate';
import { endSessionOnUnauthorized } from '@client/features/account/session-expiry';
import { sessionQueryKey, sessionQueryOptions } from '@client/features/account/api/session';
import { settingsQueryOptions } from '@client/features/settings/api/site-settings';
import { prefetchPageData } from '@client/lib/page-data';
import { createQueryClient } from '@client/lib/query-client';
import { registerServiceWorker } from '@client/lib/register-service-worker';
import { AppRoutes, preloadPageOf } from './app/router';
import './styles.css';

// Every import above has now evaluated.
restoreErrorStacks();

/** Lets the browser paint and handle input between the start's steps: each is one task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** How long the first render waits for the answers every page reads before it renders without them. */
const FIRST_ANSWERS_WAIT_MS = 3_000;

/**
 * The start, in three tasks instead of one (on a phone the one took about 35 ms, a long task): the session, the
 * site settings and the content bundle (in development, with the schemas that check them) are asked for at once;
 * then the page's module; then, with that module and those answers in (and a member's page's own, see
 * page-data.ts), React's first render, behind index.html's full-screen spinner.
 */
async function start(root: HTMLElement) {
  const queryClient = createQueryClient({ onError: endSessionOnUnauthorized });
  // Failed answers resolve too (the pages show their errors); a stalled one is waited for only so long.
  const waited = new Promise<void>((resolve) => setTimeout(resolve, FIRST_ANSWERS_WAIT_MS));
  const answers = Promise.race([
    Promise.all([
      queryClient.prefetchQuery(sessionQueryOptions),
      queryClient.prefetchQuery(settingsQueryOptions),
      // Most pages show part of the content bundle (a tool's name, the library): in the cache before they mount,
      // they render with it at once rather than once empty and again when it arrives.
      queryClient.prefetchQuery(contentQueryOptions),
    ]),
    waited,
  ]);
  await nextTask();
  const pageLoaded = preloadPageOf(window.location);
  // The page's module (preloaded by index.html beside the entry) before React's first render: a page that is
  // not in yet suspends the first render, which then shows the shell with a spinner in place of the page and
  // shows the page no sooner than 300 ms later (React spaces the reveals after a fallback). The index.html
  // spinner stays on screen meanwhile.
  const pages = await pageLoaded;
  // One render with the session, the settings and the content in, as a transition: React renders it in slices
  // of a few milliseconds, yielding to the browser between them. Rendered at once and again as each answer came
  // in, every pass was one task (an update that is not a transition is not sliced): on a phone, 100–260 ms each,
  // 300–600 ms of blocking time on the home, community and tool pages.
  await answers;
  // A member's page with what it reads as it opens (page-data.ts; the answers were asked for by index.html).
  // Only for a member: every such page is a member's, and a visitor's request would only be refused.
  const signedIn = Boolean(queryClient.getQueryData<Session>(sessionQueryKey)?.user);
  if (signedIn) await Promise.race([prefetchPageData(pages, queryClient), waited]);
  await nextTask();
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <SessionGate>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </SessionGate>
          {/* In the first load: an error toast must show even when nothing more can be downloaded. */}
          <Toaster />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
void start(root);

// Offline support (issue 12): built apps only (MODE, not PROD: a build run under NODE_ENV=test is still a
// production build), so the development server never serves stale modules.
if (import.meta.env.MODE === 'production') registerServiceWorker();
