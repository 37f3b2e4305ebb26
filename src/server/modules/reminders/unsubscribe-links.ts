import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { loadGeneratedSecret } from './vapid-keys';

/** The key that signs the weekly summary's unsubscribe links (made at the first start, shared by all processes). */
export const loadUnsubscribeKey = (db: Database) =>
  loadGeneratedSecret(db, 'unsubscribe-key', () => randomBytes(32).toString('base64url'));

/** A member's unsubscribe token: it names what it stops, so it cannot be used for anything else. */
export const unsubscribeToken = (key: string, userId: string) =>
  createHmac('sha256', key).update(`weekly-summary:${userId}`).digest('base64url');

export function isUnsubscribeToken(key: string, userId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(key, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Where a weekly summary can be stopped: `oneClick` for the List-Unsubscribe header (the mail app POSTs to it,
 * RFC 8058), `page` for the link in the text (a page with a button, so a link scanner opening it stops nothing).
 */
export function unsubscribeLinks(appUrl: string, key: string, userId: string) {
  const query = new URLSearchParams({ member: userId, token: unsubscribeToken(key, userId) }).toString();
  return {
    oneClick: `${appUrl}/api/reminders/unsubscribe?${query}`,
    page: `${appUrl}/email/unsubscribe?${query}`,
  };
}
