import { createHmac, timingSafeEqual } from 'node:crypto';

/** The value of one cookie in a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The session token from better-auth's signed cookie (`<token>.<base64 HMAC-SHA256>`), or null when the
 * cookie is missing or its signature is wrong. Same check better-auth makes, without its per-request dispatch.
 */
export function readSignedSessionToken(
  header: string | undefined,
  name: string,
  secret: string,
): string | null {
  const value = readCookie(header, name);
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
