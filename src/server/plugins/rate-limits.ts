import { createHmac } from 'node:crypto';
import { AppError } from '../lib/app-error';
import { clientNetwork } from './client-network';
import { perNetworkLimit, tooManyAttempts } from './rate-limit-plugin';
import type { RateStore } from './rate-store';

export interface AuthRateLimits {
  /**
   * Attempts per client network (an IPv4 address or an IPv6 /64) per window, across sign-in, sign-up, the
   * reset endpoints and change-password.
   */
  perIp: number;
  /** Failed password attempts per (account, network) pair per window. */
  perAccount: number;
  /** Failed attempts on one account from all networks per window after which it counts as under attack. */
  accountBackoffAfter: number;
  /**
   * While an account is under attack, failed attempts per window for each network that has not signed in to
   * it (instead of perAccount); networks it has signed in from keep perAccount.
   */
  perAccountUnderAttack: number;
  windowMs: number;
}

export const defaultAuthRateLimits: AuthRateLimits = {
  perIp: 30,
  perAccount: 10,
  accountBackoffAfter: 100,
  perAccountUnderAttack: 3,
  windowMs: 15 * 60 * 1000,
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
// Reset mails to one address asked for from one network: enough for a lost first mail. Another network has its
// own budget, so nobody can spend the owner's.
const RESET_MAILS_PER_REQUESTER = 3;
// Confirmation mails to one new address a day, whoever asks: a signed-in member cannot flood a stranger's inbox.
const EMAIL_CHANGE_MAILS_PER_ADDRESS = 3;
// One "someone tried to sign up with your address" notice per address per window.
const SIGN_UP_NOTICE_WINDOW_MS = 15 * 60 * 1000;
// How long a network that signed in successfully stays "known" for its account.
const KNOWN_NETWORK_MS = 30 * DAY_MS;

/**
 * The per-network limit of the account endpoints (a route's `config.rateLimit`): one budget across sign-in,
 * sign-up, the reset endpoints, change-password and change-email.
 */
export const authAttemptLimit = (limits: AuthRateLimits) =>
  perNetworkLimit('auth', limits.perIp, limits.windowMs);

/** Whether an error means "wrong password", the failures the per-account limits count. */
function isCredentialFailure(error: unknown): boolean {
  return (
    error instanceof AppError && (error.code === 'invalid_credentials' || error.code === 'invalid_password')
  );
}

/**
 * Hashes the account and network parts of a counter's key with a key derived from the server secret, so no
 * key name in the store (Redis keeps a known network for 30 days) carries an email address, and nobody
 * without the secret can test a guessed address against the keys.
 */
function createKeyHasher(secret: string): (...parts: string[]) => string {
  const key = createHmac('sha256', secret).update('dyl rate-limit key names').digest();
  return (...parts) => createHmac('sha256', key).update(parts.join('\n')).digest('base64url').slice(0, 27);
}

const normalEmail = (email: string) => email.trim().toLowerCase();

export interface AuthThrottle {
  /**
   * Runs a password check for `account` from `ip` under the per-account limits: refused with 429 while the
   * pair has failed too often; a wrong password is counted, a right one clears the pair and marks the
   * network as known for the account.
   */
  guardPassword<T>(account: string, ip: string, check: () => Promise<T>): Promise<T>;
  /**
   * Whether another password-reset mail to this address may be asked for from this network in the hour. Past
   * the limit the request is answered like any other and nothing is sent, so the answer never tells whether
   * the address has an account.
   */
  mayMailReset(email: string, ip: string): Promise<boolean>;
  /** Whether the "someone tried to sign up with your address" notice may go to this address now. */
  mayMailSignUpNotice(email: string): Promise<boolean>;
  /** Counts a change-email confirmation mail to this address; 429 past a few a day. */
  countEmailChangeMail(email: string): Promise<void>;
}

/*
 * Why no account-wide lock, and no bucket that unknown addresses share: whatever all the addresses an account
 * is tried from have in common, the attacker can spend for the owner. An earlier version slowed every address
 * the account had never signed in from to one shared attempt a minute past 100 failures; an attacker trying
 * once a second kept taking it, and the owner on a new address got nothing but 429s. As GitHub and Discourse
 * do, failures count per (account, network); when an account is under attack (accountBackoffAfter failures in
 * a window), each network that has not signed in to it gets only perAccountUnderAttack failures, while
 * networks that have are not slowed. Every budget belongs to one network, so the owner on a new one always
 * has theirs. The price: N attacking networks keep N × perAccountUnderAttack guesses a window, which is why
 * IPv6 counts by /64 and why common and patterned passwords are refused (password-policy.ts).
 */
/** Sign-in, reset-mail and change-email throttling that an attacker cannot turn against the owner. */
export function createAuthThrottle(store: RateStore, limits: AuthRateLimits, secret: string): AuthThrottle {
  const hash = createKeyHasher(secret);
  const keysOf = (account: string, ip: string) => {
    const email = normalEmail(account);
    const network = clientNetwork(ip);
    return {
      pair: `auth:pair:${hash(email, network)}`,
      account: `auth:account:${hash(email)}`,
      known: `auth:known:${hash(email, network)}`,
      resetMail: `auth:reset-mail:${hash(email, network)}`,
    };
  };

  return {
    async mayMailReset(email, ip) {
      return (await store.take(keysOf(email, ip).resetMail, RESET_MAILS_PER_REQUESTER, HOUR_MS)).allowed;
    },

    async mayMailSignUpNotice(email) {
      const key = `mail:sign-up-attempt:${hash(normalEmail(email))}`;
      return (await store.take(key, 1, SIGN_UP_NOTICE_WINDOW_MS)).allowed;
    },

    async countEmailChangeMail(email) {
      const key = `mail:email-change:${hash(normalEmail(email))}`;
      const result = await store.take(key, EMAIL_CHANGE_MAILS_PER_ADDRESS, DAY_MS);
      if (result.allowed) return;
      const message = 'Too many confirmation mails went to this address today. Try again tomorrow.';
      throw new AppError(429, 'rate_limited', message, { newEmail: message });
    },

    async guardPassword(account, ip, check) {
      const keys = keysOf(account, ip);
      const pair = await store.peek(keys.pair);
      if (pair.count >= limits.perAccount) throw tooManyAttempts(pair.retryAfterMs);
      if (
        pair.count >= limits.perAccountUnderAttack &&
        (await store.peek(keys.account)).count >= limits.accountBackoffAfter &&
        (await store.peek(keys.known)).count === 0
      ) {
        throw tooManyAttempts(pair.retryAfterMs);
      }
      try {
        const result = await check();
        await store.reset(keys.pair);
        // Renewed at each success, so "known" means signed in within the last 30 days.
        await store.reset(keys.known);
        await store.take(keys.known, 1, KNOWN_NETWORK_MS);
        return result;
      } catch (error) {
        if (isCredentialFailure(error)) {
          await store.take(keys.pair, limits.perAccount, limits.windowMs);
          await store.take(keys.account, limits.accountBackoffAfter, limits.windowMs);
        }
        throw error;
      }
    },
  };
}
