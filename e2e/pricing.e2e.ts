import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  newContext,
  registerThroughForm,
  signUpViaApi,
  uniqueMember,
  useBrowser,
} from './support/browser';

const browser = useBrowser();

/** The card of one plan on /pricing or /subscription. */
const planCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** A premium skill, read from the public bundle: its page shows a visitor the lock. */
async function premiumSkillId(page: Page): Promise<string> {
  const bundle = (await (await page.request.get('/api/content')).json()) as {
    skills: { id: string; accessLevel: string }[];
  };
  const skill = bundle.skills.find((s) => s.accessLevel === 'premium');
  if (!skill) throw new Error('no premium skill seeded');
  return skill.id;
}

/** The plans as a visitor sees them: prices, forum channels, and no way to change a plan without an account. */
async function expectVisitorPlans(page: Page) {
  await page.waitForURL('**/pricing');
  await page.getByRole('heading', { level: 1, name: 'Plans and prices' }).waitFor();
  await planCard(page, 'Growth').getByText('$9 / month').waitFor();
  await planCard(page, 'Premium').getByText('$19 / month').waitFor();
  await planCard(page, 'Lifetime Mastery').getByText('$299 once').waitFor();
  await planCard(page, 'Free').getByText('Free User Questions', { exact: true }).waitFor();
  await planCard(page, 'Lifetime Mastery')
    .getByText(/Lifetime Masters$/)
    .waitFor();
  expect(
    await planCard(page, 'Growth')
      .getByText(/Lifetime Masters/)
      .count(),
  ).toBe(0);
  expect(await page.getByRole('button', { name: /^(Upgrade|Change) to/ }).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Sign up to choose' }).count()).toBe(3);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
}

describe('prices without an account', () => {
  for (const [width, device] of [
    ['390 px', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`takes a visitor from a lock to the prices, through sign-up, to an upgrade they confirm (${width})`, async () => {
      const context = await newContext(browser(), device);
      const page = await context.newPage();
      const member = uniqueMember();

      // A locked skill's "Compare plans" leads a visitor to the prices, not to sign in.
      await page.goto(`/skill/${await premiumSkillId(page)}`);
      const lock = page.getByRole('note').filter({ hasText: 'part of the Premium membership' });
      await lock.getByRole('link', { name: 'Compare plans' }).click();
      await expectVisitorPlans(page);

      await planCard(page, 'Premium').getByRole('link', { name: 'Sign up to choose' }).click();
      await page.waitForURL(/\/register\?next=%2Fsubscription$/);
      await registerThroughForm(page, member);
      // Onboarding comes first, once; leaving it goes on to the plans, now with the member's own actions.
      await page.waitForURL(/\/onboarding\?next=%2Fsubscription/);
      await page.getByRole('button', { name: 'Skip for now' }).click();
      await page.waitForURL('**/subscription');
      await page.getByText('Your membership:').waitFor();
      await planCard(page, 'Free').getByText('Your plan').waitFor();

      // Nothing changes until the member confirms, with the price in front of them.
      await planCard(page, 'Premium').getByRole('button', { name: 'Upgrade to Premium' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium for $19 / month?' });
      await dialog.getByText('Your membership changes to Premium now.').waitFor();
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await planCard(page, 'Free').getByText('Your plan').count()).toBe(1);

      await planCard(page, 'Premium').getByRole('button', { name: 'Upgrade to Premium' }).click();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('You are now on Premium.', { exact: true }).waitFor();
      await planCard(page, 'Premium').getByText('Your plan').waitFor();
      const session = (await (await context.request.get('/api/account/session')).json()) as {
        profile: { subscriptionTier: string };
      };
      expect(session.profile.subscriptionTier).toBe('premium');
      await context.close();
    });
  }

  it("sends a visitor from the library's 'Compare plans' and Lifetime Early Access to the prices, a member to Membership", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/library');
    await page.getByTestId('plan-explainer').getByRole('link', { name: 'Compare plans' }).click();
    await page.waitForURL('**/pricing');
    await planCard(page, 'Premium').getByText('$19 / month').waitFor();

    await page.goto('/lifetime-early-access');
    await page.getByRole('link', { name: 'See membership options' }).click();
    await page.waitForURL('**/pricing');
    await page.getByRole('heading', { level: 1, name: 'Plans and prices' }).waitFor();

    // A member keeps going to their Membership page, and /pricing sends them there too.
    await signUpViaApi(context);
    await page.goto('/lifetime-early-access');
    await page.getByRole('link', { name: 'See membership options' }).click();
    await page.waitForURL('**/subscription');
    await page.goto('/pricing');
    await page.waitForURL('**/subscription');
    await page.getByRole('heading', { level: 1, name: 'Membership' }).waitFor();
    await context.close();
  });
});
