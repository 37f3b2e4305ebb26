import { BellRing } from 'lucide-react';
import { useState } from 'react';
import type { ReminderSettings } from '@shared/reminders/reminders.schemas';
import { Button } from '@client/components/ui/button';
import { toast, toastError } from '@client/components/ui/toast-store';
import { formatDate } from '@client/lib/format-date';
import { useAddPushDevice, useRemovePushDevice } from '../api/reminder-settings';
import { canReceivePush, subscribeThisDevice } from '../push-subscription';

/** The devices that receive reminders, and turning them on for this one. */
export function PushDevices({ settings }: { settings: ReminderSettings }) {
  const add = useAddPushDevice();
  const remove = useRemovePushDevice();
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const turnOn = async () => {
    setProblem(null);
    setAsking(true);
    try {
      const result = await subscribeThisDevice(settings.publicKey);
      if ('problem' in result) return setProblem(result.problem);
      await add.mutateAsync(result.subscription);
      toast({
        title: 'Reminders on for this device',
        description: 'They come as notifications at your times.',
      });
    } catch (error) {
      toastError('Could not turn reminders on', error);
    } finally {
      setAsking(false);
    }
  };

  return (
    <div className="space-y-3">
      {settings.devices.length === 0 ? (
        <p className="text-sm text-slate-700">No device receives reminders yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Devices that receive reminders">
          {settings.devices.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                <span className="block font-medium text-slate-900">{device.label}</span>
                <span className="text-sm text-slate-600">
                  Added {formatDate(new Date(device.createdAt), 'd MMM yyyy')}
                </span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(device.id, {
                    onSuccess: () =>
                      toast({ title: 'Device removed', description: 'It no longer gets reminders.' }),
                    onError: (error) => toastError('Could not remove the device', error),
                  })
                }
              >
                Remove<span className="sr-only"> {device.label}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {canReceivePush() ? (
        <Button onClick={() => void turnOn()} disabled={asking}>
          <BellRing aria-hidden="true" className="h-4 w-4" /> Get reminders on this device
        </Button>
      ) : (
        <p className="text-sm text-slate-700">
          This browser cannot show reminders. Try another, or install the app.
        </p>
      )}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
