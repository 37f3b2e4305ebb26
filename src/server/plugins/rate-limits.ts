import { AppError } from './app-error';
import type { RateStore } from './rate-store';

export interface AuthRateLimits {
  /** Attempts per IP address per window, across sign-in, sign-up, the reset endpoints and change-password. */
  perIp: number;
  /** Failed password attempts per (account, IP address) pair per window. */
  perAccount: number;
  /**
   * Failed attempts on one account from all addresses per window after which addresses the account has
   * never signed in from get one attempt per minute; addresses it has signed in from are not slowed.
   */
  accountBackoffAfter: number;
  windowMs: number;
}

export const defaultAuthRateLimits: AuthRateLimits = {
  perIp: 30,
  perAccount: 10,
  accountBackoffAfter: 100,
  windowMs: 15 * 60 * 1000,
};

const BACKOFF_WINDOW_MS = 60 * 1000;
// Reset mails to one address, from any number of addresses: enough for a lost first mail, too few to flood an
// inbox by rotating IP addresses.
const RESET_MAILS_PER_ADDRESS = 3;
const RESET_MAIL_WINDOW_MS = 60 * 60 * 1000;
// How long an address that signed in successfully stays "known" for its account.
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

function minutes(ms: number): string {
  const m = Math.max(1, Math.ceil(ms / 60_000));
  return `${m} minute${m === 1 ? '' : 's'}`;
}

function tooMany(retryAfterMs: number): AppError {
  return new AppError(
    429,
    'rate_limited',
    `Too many attempts. Please wait ${minutes(retryAfterMs)} and try again.`,
  );
}

/** Whether an error means "wrong password", the failures the per-account limits count. */
function isCredentialFailure(error: unknown): boolean {
  return (
    error instanceof AppError && (error.code === 'invalid_credentials' || error.code === 'invalid_password')
  );
}

export interface AuthThrottle {
  /** Counts an attempt from this IP address; 429 past the per-IP limit. */
  countIp(ip: string): Promise<void>;
  /**
   * Runs a password check for `account` from `ip` under the per-account limits: refused with 429 while the
   * pair, or (from an unknown address) the account, has failed too often; a wrong password is counted, a
   * right one clears the pair and marks the address as known for the account.
   */
  guardPassword<T>(account: string, ip: string, check: () => Promise<T>): Promise<T>;
  /**
   * Whether another password-reset mail may go to this address in the hour. Past the limit the request is
   * answered like any other and nothing is sent, so the answer never tells whether the address has an account.
   */
  mayMailReset(email: string): Promise<boolean>;
}

/**
 * Sign-in throttling that an attacker cannot turn against the owner: failures count per (account, IP) pair,
 * so ten wrong passwords from one address block only that address; a much higher account-wide count slows
 * unknown addresses to one attempt a minute, never the addresses the owner has signed in from.
 */
export function createAuthThrottle(store: RateStore, limits: AuthRateLimits): AuthThrottle {
  const pairKey = (account: string, ip: string) => `auth:pair:${account}:${ip}`;
  const accountKey = (account: string) => `auth:account:${account}`;
  const knownKey = (account: string, ip: string) => `auth:known:${account}:${ip}`;

  return {
    async countIp(ip) {
      const result = await store.take(`auth:ip:${ip}`, limits.perIp, limits.windowMs);
      if (!result.allowed) throw tooMany(result.retryAfterMs);
    },

    async mayMailReset(email) {
      const key = `auth:reset-mail:${email.trim().toLowerCase()}`;
      return (await store.take(key, RESET_MAILS_PER_ADDRESS, RESET_MAIL_WINDOW_MS)).allowed;
    },

    async guardPassword(account, ip, check) {
      const pair = await store.peek(pairKey(account, ip));
      if (pair.count >= limits.perAccount) throw tooMany(pair.retryAfterMs);
      const failures = await store.peek(accountKey(account));
      if (
        failures.count >= limits.accountBackoffAfter &&
        (await store.peek(knownKey(account, ip))).count === 0
      ) {
        const backoff = await store.take(`auth:backoff:${account}`, 1, BACKOFF_WINDOW_MS);
        if (!backoff.allowed) throw tooMany(backoff.retryAfterMs);
      }
      try {
        const result = await check();
        await store.reset(pairKey(account, ip));
        await store.take(knownKey(account, ip), Number.MAX_SAFE_INTEGER, KNOWN_ADDRESS_MS);
        return result;
      } catch (error) {
        if (isCredentialFailure(error)) {
          await store.take(pairKey(account, ip), limits.perAccount, limits.windowMs);
          await store.take(accountKey(account), limits.accountBackoffAfter, limits.windowMs);
        }
        throw error;
      }
    },
  };
}

/** A preHandler allowing `limit` requests per client address per window on one route, counted in the store. */
export function perIpLimit(store: RateStore, name: string, limit: number, windowMs: number) {
  return async (request: { ip: string }): Promise<void> => {
    const result = await store.take(`${name}:ip:${request.ip}`, limit, windowMs);
    if (!result.allowed) throw tooMany(result.retryAfterMs);
  };
}
