import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailSchema,
  changePasswordSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  sessionSchema,
  signInSchema,
  signUpSchema,
} from '@shared/account/account.schemas';
import { okSchema } from '@shared/api/error.schemas';
import { requireUser, toFetchHeaders } from '../../plugins/access';
import { authRateLimiter, type AuthRateLimits } from '../../plugins/rate-limits';
import * as account from './account.service';

function withCookies<T>(reply: FastifyReply, result: account.WithCookies<T>): T {
  for (const cookie of result.setCookies) reply.header('set-cookie', cookie);
  return result.value;
}

export const accountRoutes: FastifyPluginAsyncZod<{
  deps: account.AccountDeps;
  rateLimits: AuthRateLimits;
}> = async (app, { deps, rateLimits }) => {
  const limited = authRateLimiter(app, rateLimits);
  const tags = ['account'];

  app.get(
    '/api/account/session',
    { config: { access: 'public' }, schema: { tags, response: { 200: sessionSchema } } },
    async (request) => account.getSession(await request.loadViewer()),
  );

  app.post(
    '/api/account/sign-up',
    {
      config: { access: 'public' },
      preHandler: limited,
      schema: { tags, body: signUpSchema, response: { 201: sessionSchema } },
    },
    async (request, reply) => {
      const session = withCookies(reply, await account.signUp(deps, request.body, toFetchHeaders(request)));
      return reply.status(201).send(session);
    },
  );

  app.post(
    '/api/account/sign-in',
    {
      config: { access: 'public' },
      preHandler: limited,
      schema: { tags, body: signInSchema, response: { 200: sessionSchema } },
    },
    async (request, reply) =>
      withCookies(reply, await account.signIn(deps, request.body, toFetchHeaders(request))),
  );

  app.post(
    '/api/account/sign-out',
    { config: { access: 'public' }, schema: { tags, response: { 200: okSchema } } },
    async (request, reply) => withCookies(reply, await account.signOut(deps, toFetchHeaders(request))),
  );

  app.post(
    '/api/account/password-reset/request',
    {
      config: { access: 'public' },
      preHandler: limited,
      schema: { tags, body: requestPasswordResetSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await account.requestPasswordReset(deps, request.body, toFetchHeaders(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/password-reset',
    {
      config: { access: 'public' },
      preHandler: limited,
      schema: { tags, body: resetPasswordSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await account.resetPassword(deps, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account/change-password',
    {
      config: { access: 'signedIn' },
      schema: { tags, body: changePasswordSchema, response: { 200: okSchema } },
    },
    async (request, reply) =>
      withCookies(reply, await account.changePassword(deps, request.body, toFetchHeaders(request))),
  );

  app.post(
    '/api/account/change-email',
    {
      config: { access: 'signedIn' },
      schema: { tags, body: changeEmailSchema, response: { 200: sessionSchema } },
    },
    async (request, reply) =>
      withCookies(
        reply,
        await account.changeEmail(deps, request.body, await requireUser(request), toFetchHeaders(request)),
      ),
  );
};
