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

// First the page's module (the router starts loading it), then the session and the schemas chunk that checks
// it: both are asked for now, not when React first renders.
const router = createAppRouter();
const queryClient = createQueryClient({ onError: endSessionOnUnauthorized });
void queryClient.prefetchQuery(sessionQueryOptions);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

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

// Offline support (issue 12): built apps only (MODE, not PROD: a build run under NODE_ENV=test is still a
// production build), so the development server never serves stale modules.
if (import.meta.env.MODE === 'production') registerServiceWorker();
