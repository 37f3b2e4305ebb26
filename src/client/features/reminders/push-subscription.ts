import type { PushSubscriptionInput } from '@shared/reminders/reminders.schemas';

/** Whether this browser can receive reminders (a service worker and the Push API). */
export const canReceivePush = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The VAPID public key (base64url) as PushManager.subscribe takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks the member's permission for notifications and subscribes this browser to the app's pushes. Resolves
 * with the subscription to send to the server, or a reason it could not be made, in words.
 */
export async function subscribeThisDevice(
  publicKey: string,
): Promise<{ subscription: PushSubscriptionInput } | { problem: string }> {
  if (!canReceivePush())
    return { problem: 'This browser cannot show reminders. Try another, or install the app.' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    return {
      problem:
        'Notifications are blocked for this site. Allow them in the browser’s settings, then try again.',
    };
  try {
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth)
      return { problem: 'This browser gave no push address. Try again later.' };
    return {
      subscription: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } },
    };
  } catch {
    return {
      problem: 'This browser’s push service could not be reached. Check your connection and try again.',
    };
  }
}
