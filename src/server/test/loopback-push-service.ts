import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** A push a browser would have received: decrypted, with the headers the push service saw. */
export interface ReceivedPush {
  subscription: string;
  payload: unknown;
  topic: string | undefined;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key (k=) the push was signed with. */
  signedBy: string;
}

interface Subscription {
  ecdh: ECDH;
  auth: string;
  status: number;
  /** Holds the first push unanswered (a sender that dies mid-send), until `releaseHeld`. */
  holdFirst: boolean;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/**
 * A push service on loopback, as a browser vendor runs one: it refuses a push whose VAPID JWT does not verify
 * against the key it names (RFC 8292: ES256, `aud` = this origin, `exp` within a day, a `sub`), and decrypts
 * the payload with the subscription's own keys (RFC 8291, aes128gcm), as the browser would.
 */
export async function startLoopbackPushService() {
  const subscriptions = new Map<string, Subscription>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const held: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = (request.url ?? '').replace('/push/', '');
      const subscription = subscriptions.get(id);
      const problem = subscription
        ? checkVapid(request.headers.authorization ?? '', origin)
        : 'unknown subscription';
      if (problem || !subscription) {
        refused.push(problem ?? 'unknown');
        response.writeHead(subscription ? 403 : 404).end();
        return;
      }
      if (subscription.holdFirst) {
        subscription.holdFirst = false;
        // Never answered: the connection is cut when released, as if the sender's process had died.
        held.push(() => request.socket.destroy());
        return;
      }
      if (subscription.status >= 300) {
        response.writeHead(subscription.status).end();
        return;
      }
      const plain = decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: subscription.ecdh,
        authSecret: subscription.auth,
      });
      const k = /k=([A-Za-z0-9_-]+)/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      received.push({
        subscription: id,
        payload: JSON.parse(plain.toString('utf8')),
        topic: request.headers.topic as string | undefined,
        ttl: request.headers.ttl as string | undefined,
        urgency: request.headers.urgency as string | undefined,
        signedBy: k,
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let count = 0;
  return {
    origin,
    received,
    refused,
    /** A browser's subscription (what PushSubscription.toJSON() gives), answered with `status`. */
    subscribe(status = 201, { holdFirst = false } = {}) {
      count += 1;
      const id = `device-${count}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = b64url(randomBytes(16));
      subscriptions.set(id, { ecdh, auth, status, holdFirst });
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth } };
    },
    /** How many pushes are held unanswered. */
    heldCount: () => held.length,
    /** Cuts the connections of the held pushes (they were never delivered). */
    releaseHeld: () => held.splice(0).forEach((release) => release()),
    close: () =>
      new Promise<void>((resolve) => {
        held.splice(0).forEach((release) => release());
        server.close(() => resolve());
      }),
  };
}

/** What is wrong with a `vapid t=…, k=…` authorization for this origin, or null when it verifies. */
function checkVapid(authorization: string, origin: string): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) return 'no VAPID authorization';
  const [, token = '', key = ''] = match;
  const [header = '', body = '', signature = ''] = token.split('.');
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'the key is not an uncompressed P-256 point';
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'the signature does not verify';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
  if (alg !== 'ES256') return 'not ES256';
  if (claims.aud !== origin) return `aud is ${claims.aud}, not ${origin}`;
  const now = Date.now() / 1000;
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 3600) return 'exp is not within a day';
  if (!claims.sub) return 'no sub';
  return null;
}
