/**
 * What the log serializers apply to text before it is written: an e-mail address keeps its first character
 * and its domain, a URL keeps its path and parameter names but not the values that could be a secret.
 */

// A local part and a domain, with the @ as is or percent-encoded (an address in a query string).
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*(@|%40)([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;

/** Masks every e-mail address in a text: `ada.lovelace@example.com` → `a***@example.com`. */
export function maskEmails(text: string): string {
  return text.includes('@') || text.includes('%40') ? text.replace(EMAIL, '$1***$2$3') : text;
}

// Query parameters whose value is left out of the log: the tokens of password-reset and e-mail-change links
// (/reset-password?token=…, /confirm-email-change?token=…, /undo-email-change?token=…), anything named like a
// credential, an address, and free text a member typed into a search.
const SECRET_PARAMETER = /token|code|secret|pass|key|sig|auth|session|cookie|mail|^q$|search|query/i;

function parameterName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/** A request's URL as logged: the path and each parameter's name, with secret values as `[redacted]`. */
export function urlForLog(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return maskEmails(url);
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      if (equals < 0) return maskEmails(name);
      return SECRET_PARAMETER.test(parameterName(name)) ? `${name}=[redacted]` : maskEmails(pair);
    });
  return `${maskEmails(url.slice(0, at))}?${query.join('&')}`;
}

const MAX_DEPTH = 4;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The fields of a log line with e-mail addresses masked in every string (in plain objects and arrays, a few
 * levels deep). Errors, requests and replies are left to their serializers.
 */
export function scrubLogFields<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return maskEmails(value) as T;
  if (depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubLogFields(item, depth + 1)) as T;
  if (!isPlainObject(value)) return value;
  const scrubbed: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) scrubbed[key] = scrubLogFields(field, depth + 1);
  return scrubbed as T;
}
