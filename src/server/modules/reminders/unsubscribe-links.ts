import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { loadGeneratedSecret } from './vapid-keys';

/** The e-mails a member can stop with one click. */
export const emailLists = ['weekly-summary', 'forum-digest'] as const;
export type EmailList = (typeof emailLists)[number];

/** The key that signs the e-mails' unsubscribe links (made at the first start, shared by all processes). */
export const loadUnsubscribeKey = (db: Database) =>
  loadGeneratedSecret(db, 'unsubscribe-key', () => randomBytes(32).toString('base64url'));

/** A member's unsubscribe token: it names what it stops, so it cannot be used for anything else. */
export const unsubscribeToken = (key: string, userId: string, list: EmailList = 'weekly-summary') =>
  createHmac('sha256', key).update(`${list}:${userId}`).digest('base64url');

export function isUnsubscribeToken(
  key: string,
  userId: string,
  token: string,
  list: EmailList = 'weekly-summary',
): boolean {
  const expected = Buffer.from(unsubscribeToken(key, userId, list));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Where an e-mail can be stopped: `oneClick` for the List-Unsubscribe header (the mail app POSTs to it,
 * RFC 8058), `page` for the link in the text (a page with a button, so a link scanner opening it stops nothing).
 * The weekly summary's links name no list (those sent before the digest existed stay valid).
 */
export function unsubscribeLinks(
  appUrl: string,
  key: string,
  userId: string,
  list: EmailList = 'weekly-summary',
) {
  const query = new URLSearchParams({
    member: userId,
    token: unsubscribeToken(key, userId, list),
    ...(list === 'weekly-summary' ? {} : { list }),
  }).toString();
  return {
    oneClick: `${appUrl}/api/reminders/unsubscribe?${query}`,
    page: `${appUrl}/email/unsubscribe?${query}`,
  };
}
