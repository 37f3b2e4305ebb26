import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackPushService } from '../../test/loopback-push-service';
import { isAllowedPushEndpoint, vapidSubject, webPushSender } from './push-sender';

const push = {
  title: 'Journal',
  body: 'A few quiet minutes?',
  url: '/tools/self-awareness-journal',
  tag: 'd1',
  snooze: '/api/reminders/deliveries/d1/snooze',
};

describe('webPushSender', () => {
  let service: Awaited<ReturnType<typeof startLoopbackPushService>>;
  beforeAll(async () => {
    service = await startLoopbackPushService();
  });
  afterAll(() => service.close());

  it('sends a push the push service verifies (VAPID) and the browser decrypts, with its Topic and TTL', async () => {
    const keys = webpush.generateVAPIDKeys();
    const sender = webPushSender(keys, 'mailto:care@example.com');
    const subscription = service.subscribe();
    const outcome = await sender.send(
      { endpoint: subscription.endpoint, ...subscription.keys },
      push,
      'reminder-d1',
    );
    expect(outcome).toBe('accepted');
    expect(service.refused).toEqual([]);
    expect(service.received.at(-1)).toMatchObject({
      payload: push,
      topic: 'reminder-d1',
      ttl: '3600',
      urgency: 'normal',
      signedBy: keys.publicKey,
    });
  });

  it('is refused by the push service when signed with another key than it names', async () => {
    const keys = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    const sender = webPushSender(
      { publicKey: other.publicKey, privateKey: keys.privateKey },
      'mailto:a@example.com',
    );
    const subscription = service.subscribe();
    expect(await sender.send({ endpoint: subscription.endpoint, ...subscription.keys }, push, 't')).toBe(
      'failed',
    );
    expect(service.refused.at(-1)).toBe('the signature does not verify');
  });

  it('tells a subscription the browser dropped (410) from a failure', async () => {
    const sender = webPushSender(webpush.generateVAPIDKeys(), 'mailto:a@example.com');
    const gone = service.subscribe(410);
    expect(await sender.send({ endpoint: gone.endpoint, ...gone.keys }, push, 't')).toBe('gone');
    const failing = service.subscribe(500);
    expect(await sender.send({ endpoint: failing.endpoint, ...failing.keys }, push, 't')).toBe('failed');
  });
});

describe('isAllowedPushEndpoint', () => {
  const hosts = ['fcm.googleapis.com', '.push.apple.com', '127.0.0.1'];
  it('allows the push services named (a leading dot for a domain), over https, and plain http on loopback only', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/QG', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4000/push/1', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://evil.example/fcm.googleapis.com', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://push.apple.com.evil.example/', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://169.254.169.254/latest', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('not a url', hosts)).toBe(false);
  });
});

describe('vapidSubject', () => {
  it('is the configured one, else an https app address, else a mailto: of the app’s mail address', () => {
    const mail = 'Design Your Life <no-reply@localhost>';
    expect(
      vapidSubject({
        VAPID_SUBJECT: 'mailto:care@example.com',
        APP_URL: 'https://a.example',
        MAIL_FROM: mail,
      }),
    ).toBe('mailto:care@example.com');
    expect(vapidSubject({ APP_URL: 'https://app.example', MAIL_FROM: mail })).toBe('https://app.example');
    expect(vapidSubject({ APP_URL: 'http://localhost:3000', MAIL_FROM: mail })).toBe(
      'mailto:no-reply@localhost',
    );
  });
});
