import { useEffect, useId, useState } from 'react';
import { canonicalTimeZone, isTimeZone } from '@shared/profiles/profiles.schemas';
import { Button } from '@client/components/ui/button';
import { toast, toastError } from '@client/components/ui/toast-store';
import { deviceTimeZone } from '@client/lib/device-time-zone';
import { useUpdateOwnProfile } from '../api/update-profile';

const DISMISSED_KEY = 'dyl:time-zone-notice-dismissed';
// Pairs of zones a device was told to keep, newest last: a handful in practice, bounded all the same.
const MAX_REMEMBERED = 20;

const pairOf = (storedZone: string, deviceZone: string) => `${storedZone}→${deviceZone}`;

function readDismissed(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((pair): pair is string => typeof pair === 'string') : [];
  } catch {
    return [];
  }
}

function rememberDismissed(pair: string): void {
  try {
    const list = [...readDismissed().filter((p) => p !== pair), pair].slice(-MAX_REMEMBERED);
    localStorage.setItem(DISMISSED_KEY, JSON.stringify(list));
  } catch {
    // Storage full or refused: the notice is dismissed for this page view only.
  }
}

/** The device's zone when the member's days follow another one and this device has not been told to keep it. */
function zoneToOffer(storedZone: string): string | null {
  const device = deviceTimeZone();
  if (!device || !isTimeZone(device)) return null;
  // The same zone by another name (Asia/Calcutta, Asia/Kolkata) is no difference to offer.
  if (canonicalTimeZone(device) === canonicalTimeZone(storedZone)) return null;
  return readDismissed().includes(pairOf(storedZone, device)) ? null : device;
}

/**
 * The offer itself, loaded only when the device may be elsewhere (see TimeZoneNotice): it reads the device's
 * zone (its first Intl call) and checks zones with the profile's schemas.
 */
export function TimeZoneOffer({ storedZone }: { storedZone: string }) {
  const [offered, setOffered] = useState<string | null>(null);
  const update = useUpdateOwnProfile();
  const titleId = useId();
  // After the page has shown: the first Intl call of a page costs a phone 15–50 ms of main thread.
  useEffect(() => setOffered(zoneToOffer(storedZone)), [storedZone]);
  if (!offered) return null;

  const handleUse = async () => {
    try {
      await update.mutateAsync({ timeZone: offered });
      setOffered(null);
      toast({ title: 'Time zone updated', description: `Your days now follow ${offered}.` });
    } catch (error) {
      toastError('Profile Update Failed', error);
    }
  };
  const handleKeep = () => {
    rememberDismissed(pairOf(storedZone, offered));
    setOffered(null);
  };

  return (
    <section
      aria-labelledby={titleId}
      className="mb-6 space-y-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-slate-800"
    >
      <p id={titleId}>
        Your device is set to {offered} but your days follow {storedZone}. Use {offered}?
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void handleUse()} disabled={update.isPending}>
          Use {offered}
        </Button>
        <Button variant="secondary" onClick={handleKeep} disabled={update.isPending}>
          Keep {storedZone}
        </Button>
      </div>
    </section>
  );
}
