import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailSchema,
  changePasswordSchema,
  emailChangeRequestedSchema,
  emailChangeTokenSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  sessionSchema,
  signInSchema,
  signUpSchema,
} from '@shared/account/account.schemas';
import { okSchema } from '@shared/api/error.schemas';
import { memberChanged } from '../../lib/changes/change';
import { passwordChangedMail, sendNotice } from '../../mail/member-mails';
import { requireUser, toFetchHeaders } from '../../plugins/access';
import { reportedByHandler, viewerChanged } from '../../plugins/declared-changes';
import { authAttemptLimit, createAuthThrottle, type AuthRateLimits } from '../../plugins/rate-limits';
import * as account from './account.service';
import * as emailChange from './email-change.service';

function withCookies<T>(reply: FastifyReply, result: account.WithCookies<T>): T {
  for (const cookie of result.setCookies) reply.header('set-cookie', cookie);
  return result.value;
}

export const accountRoutes: FastifyPluginAsyncZod<{
  deps: account.AccountDeps;
  rateLimits: AuthRateLimits;
}> = async (app, { deps, rateLimits }) => {
  // Key names in the rate store are hashed with the server secret (better-auth holds it).
  const throttle = createAuthThrottle(deps.rateStore, rateLimits, (await deps.auth.$context).secret);
  const services: account.AccountServiceDeps = { ...deps, throttle };
  const rateLimit = authAttemptLimit(rateLimits);
  const tags = ['account'];

  app.get(
    '/api/account/session',
    { config: { access: 'public' }, schema: { tags, response: { 200: sessionSchema } } },
    async (request) => account.getSession(await request.loadViewer()),
  );

  app.post(
    '/api/account/sign-up',
    {
      config: { access: 'public', changes: 'none', rateLimit },
      schema: { tags, body: signUpSchema, response: { 201: sessionSchema } },
    },
    async (request, reply) => {
      const session = withCookies(
        reply,
        await account.signUp(services, request.body, toFetchHeaders(request)),
      );
      return reply.status(201).send(session);
    },
  );

  app.post(
    '/api/account/sign-in',
    {
      config: { access: 'public', changes: 'none', rateLimit },
      schema: { tags, body: signInSchema, response: { 200: sessionSchema } },
    },
    async (request, reply) =>
      withCookies(
        reply,
        await throttle.guardPassword(request.body.email, request.ip, () =>
          account.signIn(deps, request.body, toFetchHeaders(request)),
        ),
      ),
  );

  app.post(
    '/api/account/sign-out',
    { config: { access: 'public', changes: [viewerChanged] }, schema: { tags, response: { 200: okSchema } } },
    async (request, reply) => withCookies(reply, await account.signOut(deps, toFetchHeaders(request))),
  );

  app.post(
    '/api/account/password-reset/request',
    {
      config: { access: 'public', changes: 'none', rateLimit },
      schema: { tags, body: requestPasswordResetSchema, response: { 200: okSchema } },
    },
    async (request) => {
      if (await throttle.mayMailReset(request.body.email, request.ip))
        await account.requestPasswordReset(deps, request.body, toFetchHeaders(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/password-reset',
    {
      config: { access: 'public', changes: [reportedByHandler('member')], rateLimit },
      schema: { tags, body: resetPasswordSchema, response: { 200: okSchema } },
    },
    async (request) => {
      const { userId } = await account.resetPassword(deps, request.body);
      if (userId) request.changes.add(memberChanged(userId));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/change-password',
    {
      config: { access: 'signedIn', changes: [viewerChanged], rateLimit },
      schema: { tags, body: changePasswordSchema, response: { 200: okSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const changed = await throttle.guardPassword(user.email, request.ip, () =>
        account.changePassword(deps, user, request.body, toFetchHeaders(request)),
      );
      // The new password has committed: the notice goes now, and a failed mail does not undo the change.
      await sendNotice(
        { ...deps, log: request.log },
        passwordChangedMail(deps.appUrl, { to: user.email, how: 'changed' }),
      );
      return withCookies(reply, changed);
    },
  );

  app.post(
    '/api/account/change-email',
    {
      config: { access: 'signedIn', changes: 'none', rateLimit },
      schema: { tags, body: changeEmailSchema, response: { 200: emailChangeRequestedSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      const sessionId = await account.currentSessionId(deps, toFetchHeaders(request));
      return throttle.guardPassword(user.email, request.ip, () =>
        emailChange.requestEmailChange(
          services,
          { userId: user.id, email: user.email, sessionId },
          request.body,
        ),
      );
    },
  );

  app.post(
    '/api/account/change-email/confirm',
    {
      config: { access: 'public', changes: [reportedByHandler('member')], rateLimit },
      schema: { tags, body: emailChangeTokenSchema, response: { 200: okSchema } },
    },
    async (request) => {
      const { userId } = await emailChange.confirmEmailChange(services, request.body.token);
      request.changes.add(memberChanged(userId));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/change-email/undo',
    {
      config: { access: 'public', changes: [reportedByHandler('member')], rateLimit },
      schema: { tags, body: emailChangeTokenSchema, response: { 200: okSchema } },
    },
    async (request) => {
      const { userId } = await emailChange.undoEmailChange(services, request.body.token);
      request.changes.add(memberChanged(userId));
      return { ok: true as const };
    },
  );
};
