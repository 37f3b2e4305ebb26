import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import * as schema from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { passwordChangedMail, sendNotice } from '../../mail/member-mails';
import { runWithTransaction } from '@better-auth/core/context';
import { hashPassword, verifyPassword } from './password-hashing';

export interface AuthOptions {
  db: Database;
  appUrl: string;
  secret: string;
  mailer: Mailer;
  logger: FastifyBaseLogger;
}

/** Session lifetime and the age after which a session is extended, in seconds. */
export const SESSION_EXPIRES_IN = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE = 60 * 60 * 24;

// The drizzle transaction better-auth is working in, for work that must commit or roll back with it.
const currentTransaction = new AsyncLocalStorage<Transaction>();

/** better-auth on our own tables; its transactions are shared with runInAuthTransaction through the proxy. */
export function createAuth(options: AuthOptions) {
  const dbSharingTransactions = new Proxy(options.db, {
    get(target, property, receiver) {
      if (property === 'transaction') {
        return (work: (tx: Transaction) => Promise<unknown>) =>
          target.transaction((tx) => currentTransaction.run(tx, () => work(tx)));
      }
      return Reflect.get(target, property, receiver);
    },
  });

  return betterAuth({
    appName: 'Design Your Life',
    baseURL: options.appUrl,
    basePath: '/api/auth',
    secret: options.secret,
    telemetry: { enabled: false },
    database: drizzleAdapter(dbSharingTransactions, { provider: 'pg', schema, transaction: true }),
    // Our routes call auth.api directly and apply their own per-IP and per-account limits.
    rateLimit: { enabled: false },
    logger: {
      level: 'warn',
      // better-auth's messages can carry an email address: log the level and a fixed text only.
      log: (level, message) => options.logger[level]({ source: 'better-auth' }, message.split(':')[0] ?? ''),
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }) => {
        const link = `${options.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await options.mailer.send({
          to: user.email,
          subject: 'Reset your Design Your Life password',
          text: `Hello,\n\nSomeone (hopefully you) asked to reset the password of your Design Your Life account.\nOpen this link within an hour to choose a new one:\n\n${link}\n\nIf you did not ask for this, you can ignore this message; your password stays the same.\n`,
          link,
        });
      },
      // better-auth calls this once the new password has committed; a failed mail is only logged.
      onPasswordReset: async ({ user }) => {
        await sendNotice(
          { mailer: options.mailer, appUrl: options.appUrl, log: options.logger },
          passwordChangedMail(options.appUrl, { to: user.email, how: 'reset' }),
        );
      },
    },
    // Changing the email is ours (email-change.service.ts): password, confirmation link, undo link.
    user: { changeEmail: { enabled: false } },
    session: { expiresIn: SESSION_EXPIRES_IN, updateAge: SESSION_UPDATE_AGE },
    // What a session or account change means for the caches is declared by the routes that make it
    // (plugins/declared-changes.ts), and published once their transaction has committed.
    advanced: cookieOptions(options.appUrl.startsWith('https://')),
  });
}

/**
 * Over https the cookies carry the `__Host-` prefix (secure, path /, no domain: no subdomain can set or
 * shadow them). better-auth would add `__Secure-` itself, so its prefixing is off and the names are ours.
 */
function cookieOptions(https: boolean) {
  if (!https) return { useSecureCookies: false };
  const hostCookie = (name: string) => ({
    name: `__Host-dyl.${name}`,
    attributes: { secure: true, path: '/' },
  });
  return {
    useSecureCookies: false,
    cookies: {
      session_token: hostCookie('session_token'),
      session_data: hostCookie('session_data'),
      account_data: hostCookie('account_data'),
      dont_remember: hostCookie('dont_remember'),
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Runs work in one transaction that better-auth's own calls inside it join, so rows we write next to
 * its user (profile, subscription) commit or roll back together with it.
 */
export async function runInAuthTransaction<T>(auth: Auth, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const { adapter } = await auth.$context;
  return runWithTransaction(adapter, async () => {
    const tx = currentTransaction.getStore();
    if (!tx) throw new Error('better-auth did not open a drizzle transaction');
    return work(tx);
  });
}
