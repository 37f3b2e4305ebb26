import webpush from 'web-push';
import type { ReminderPush } from '@shared/reminders/reminders.schemas';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push service's answer: delivered (2xx), the subscription gone (404/410: forget it), or a failure. */
export type PushOutcome = 'accepted' | 'gone' | 'failed';

export interface PushSender {
  send(target: PushTarget, push: ReminderPush, topic: string): Promise<PushOutcome>;
}

/**
 * Who the push services may contact about the app's pushes (RFC 8292's `sub`, an https: or mailto: URL): the
 * configured one, else the app's address when it is https, else the address the app's mail comes from.
 */
export function vapidSubject(config: { VAPID_SUBJECT?: string; APP_URL: string; MAIL_FROM: string }): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.APP_URL.startsWith('https://')) return config.APP_URL;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  return `mailto:${address}`;
}

/** Whether an endpoint is on one of the allowed push services (a leading dot allows a whole domain). */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const loopback = host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
  // Plain http only to a push service on this machine (a test's): a real one is always https.
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return false;
  return hosts.some((allowed) => (allowed.startsWith('.') ? host.endsWith(allowed) : host === allowed));
}

/**
 * Sends pushes as RFC 8030/8291/8292 ask, through web-push: the payload encrypted for the browser (aes128gcm),
 * signed with the app's VAPID key, and a Topic, so a push sent again before delivery replaces the first.
 */
export function webPushSender(
  keys: VapidKeys,
  subject: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): PushSender {
  return {
    async send(target, push, topic) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(push),
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          contentEncoding: 'aes128gcm',
          // A reminder an hour late is no longer a reminder.
          TTL: 3600,
          urgency: 'normal',
          topic,
        },
      );
      // fetch sets the length itself from the body.
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      try {
        const response = await fetchImpl(details.endpoint, {
          method: 'POST',
          headers,
          // A copy on an ArrayBuffer of its own: what fetch takes in every lib.
          body: Uint8Array.from(details.body),
          signal: AbortSignal.timeout(10_000),
        });
        if (response.ok) return 'accepted';
        return response.status === 404 || response.status === 410 ? 'gone' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}
