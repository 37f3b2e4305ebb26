import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutInputSchema,
  checkoutResultSchema,
  plansSchema,
  portalResultSchema,
} from '@shared/billing/billing.schemas';
import { memberChanged } from '../../lib/changes/change';
import { AppError } from '../../lib/app-error';
import { reportedByHandler, viewerChanged } from '../../plugins/declared-changes';
import { findViewer, requireViewer } from '../../lib/viewer';
import { cancel, checkout, getPlans, openPortal, type BillingDeps } from './billing.service';
import { handleStripeWebhook } from './stripe-webhook';

export const billingRoutes: FastifyPluginAsyncZod<BillingDeps> = async (app, deps) => {
  const tags = ['billing'];

  // The member is told only that payments are unavailable; the operator needs the provider's own reason.
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof AppError && error.code === 'billing_unavailable') {
      request.log.error({ err: error.cause ?? error }, 'payment provider failed');
    }
  });

  // Public: a visitor compares the plans and their prices before signing up (current is then null).
  app.get(
    '/api/billing/plans',
    { config: { access: 'public' }, schema: { tags, response: { 200: plansSchema } } },
    async (request) => getPlans(deps, await findViewer(request)),
  );

  app.post(
    '/api/billing/checkout',
    {
      // The built-in provider changes the tier at once; Stripe's checkout changes it later, by webhook.
      config: { access: 'signedIn', changes: [viewerChanged] },
      schema: { tags, body: checkoutInputSchema, response: { 200: checkoutResultSchema } },
    },
    async (request) =>
      checkout({ ...deps, log: request.log }, await requireViewer(request), request.body.tier),
  );

  app.post(
    '/api/billing/cancel',
    {
      config: { access: 'signedIn', changes: [viewerChanged] },
      schema: { tags, response: { 200: z.object({ when: z.enum(['now', 'at-period-end']) }) } },
    },
    async (request) => cancel({ ...deps, log: request.log }, await requireViewer(request)),
  );

  app.post(
    '/api/billing/portal',
    {
      config: { access: 'signedIn', changes: 'none' },
      schema: { tags, summary: "The provider's billing page", response: { 200: portalResultSchema } },
    },
    async (request) => openPortal(deps, await requireViewer(request)),
  );

  // The signature covers the exact bytes Stripe sent, so this route keeps the body raw.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/api/billing/webhook',
      {
        config: { access: 'public', changes: [reportedByHandler('member')] },
        schema: {
          tags,
          summary: 'Stripe webhook (signed)',
          response: { 200: z.object({ received: z.boolean() }) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : undefined;
        const { changedMembers } = await handleStripeWebhook(
          { ...deps, log: request.log },
          body,
          typeof signature === 'string' ? signature : undefined,
        );
        request.changes.add(...changedMembers.map(memberChanged));
        return { received: true };
      },
    );
  });
};
