import { WifiOff } from 'lucide-react';
import { useOnline } from '@client/lib/use-online';

/** A clear notice while the device has no connection, instead of the browser's error page. */
export function OfflineNotice() {
  if (useOnline()) return null;
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      <WifiOff aria-hidden="true" className="h-4 w-4 shrink-0" />
      You are offline. Pages you opened before still work; saving needs a connection.
    </p>
  );
}
