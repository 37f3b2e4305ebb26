import { CloudOff, RefreshCw } from 'lucide-react';
import { Button } from './button';
import { useChunkRecovery } from './use-chunk-recovery';

interface LoadFailedPanelProps {
  /** What the chunk failure threw (a ChunkLoadError carries the way to load it again). */
  error: unknown;
  /** Called once the code is in: the caller shows the part again. */
  onRecovered: () => void;
  /** What did not load, as the start of a sentence: "This page", "The menu". */
  what?: string;
  /** h1 when the panel stands in for a whole page. */
  heading?: 'h1' | 'h2';
}

/**
 * In place of a part of the page whose code could not be downloaded: says why in plain words, offers to try
 * again, and shows the part by itself once the connection is back. Only a release that removed the code is
 * called a new version.
 */
export function LoadFailedPanel({
  error,
  onRecovered,
  what = 'This part of the page',
  heading = 'h2',
}: LoadFailedPanelProps) {
  const { failure, retrying, retryNow } = useChunkRecovery(error, onRecovered);
  const Heading = heading;
  const stale = failure === 'stale';
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-6 text-center">
      <CloudOff aria-hidden="true" className="mx-auto h-10 w-10 text-teal-700" />
      <Heading className="text-xl font-bold text-slate-900">
        {stale ? 'A new version is ready' : `${what} could not load`}
      </Heading>
      <p aria-live="polite" className="text-slate-700">
        {stale
          ? 'Design Your Life was updated while this tab was open. Reload to get the latest version.'
          : failure === 'offline'
            ? 'You are offline. It will load by itself as soon as you are back online.'
            : 'Design Your Life could not be reached. It will load by itself as soon as the connection is back.'}
      </p>
      {stale ? (
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" /> Reload the page
        </Button>
      ) : (
        <Button onClick={retryNow} disabled={retrying}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" /> {retrying ? 'Trying again…' : 'Try again'}
        </Button>
      )}
    </div>
  );
}
