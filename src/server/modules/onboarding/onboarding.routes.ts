import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onboardingInputSchema } from '@shared/onboarding/onboarding.schemas';
import { ownProfileSchema } from '@shared/profiles/profiles.schemas';
import { viewerChanged } from '../../plugins/declared-changes';
import { requireViewer } from '../../lib/viewer';
import { saveOnboarding, type OnboardingDeps } from './onboarding.service';

export const onboardingRoutes: FastifyPluginAsyncZod<OnboardingDeps> = async (app, deps) => {
  app.put(
    '/api/me/onboarding',
    {
      config: { access: 'signedIn', changes: [viewerChanged] },
      schema: { tags: ['onboarding'], body: onboardingInputSchema, response: { 200: ownProfileSchema } },
    },
    async (request) => saveOnboarding(deps, (await requireViewer(request)).userId, request.body),
  );
};
