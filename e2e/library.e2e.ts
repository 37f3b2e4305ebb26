import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  PHONE,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  newContext,
  setTier,
  signUpViaApi,
  useBrowser,
} from './support/browser';

const browser = useBrowser();

/** The first premium skill of the Mindfulness category, read from the public bundle. */
async function premiumMindfulnessSkill(page: Page): Promise<{ id: string; title: string }> {
  const response = await page.request.get('/api/content');
  const bundle = (await response.json()) as {
    skills: { id: string; title: string; categoryId: string; accessLevel: string }[];
  };
  const skill = bundle.skills.find((s) => s.categoryId === 'mindfulness' && s.accessLevel === 'premium');
  if (!skill) throw new Error('no premium mindfulness skill seeded');
  return skill;
}

describe('library', () => {
  it('takes a visitor from home to the library, a category and a free skill', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Design Your Life' }).waitFor();
    await page.getByRole('link', { name: 'Browse the library' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Skill Library' }).waitFor();
    await page.getByRole('link').filter({ hasText: 'Mindfulness' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Mindfulness' }).waitFor();
    const freeSkill = page
      .getByRole('listitem')
      .filter({ has: page.locator('[data-badge="access-free"]') })
      .first();
    const title = (await freeSkill.locator('span.text-lg').textContent()) ?? '';
    await freeSkill.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { name: 'What it is' }).waitFor();
    await page.getByRole('heading', { name: 'Practice, step by step' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('shows a free member a premium skill locked, with the upgrade link, and lets a premium member read it', async () => {
    const context = await newContext(browser());
    const member = await signUpViaApi(context);
    const page = await context.newPage();
    const skill = await premiumMindfulnessSkill(page);
    await page.goto(`/skill/${skill.id}`);
    const notice = page.getByRole('note').filter({ hasText: 'part of the Premium membership' });
    await notice.waitFor();
    expect(await page.getByRole('heading', { name: 'What it is' }).count()).toBe(0);
    await notice.getByRole('link', { name: 'See memberships' }).click();
    await page.waitForURL('**/subscription');

    await setTier(browser(), member.id, 'premium');
    await page.goto(`/skill/${skill.id}`);
    await page.getByRole('heading', { name: 'What it is' }).waitFor();
    expect(await page.getByRole('note').filter({ hasText: 'part of the Premium membership' }).count()).toBe(
      0,
    );
    await context.close();
  });

  it('keeps "Mark as practised" after a reload', async () => {
    const context = await newContext(browser());
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/skills/mindfulness');
    await page
      .getByRole('listitem')
      .filter({ has: page.locator('[data-badge="access-free"]') })
      .first()
      .getByRole('link')
      .click();
    const record = page.getByTestId('practice-record');
    await record.getByText('Not practised yet.').waitFor();
    await page.getByRole('button', { name: 'Mark as practised' }).click();
    await record.getByText(/^Practised 1 time, last on /).waitFor();
    await page.reload();
    await page
      .getByTestId('practice-record')
      .getByText(/^Practised 1 time, last on /)
      .waitFor();
    await page.getByRole('heading', { name: 'Try next' }).waitFor();
    await context.close();
  });

  it('colours the badges as the spec says', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/library');
    // Any search lists skill cards, which carry both kinds of badge.
    await page.getByLabel('Search skills').fill('a');
    await page.locator('[data-badge]').first().waitFor();
    const colours = await page.evaluate(() => {
      const probe = document.createElement('span');
      document.body.append(probe);
      const expected = (name: string) => {
        probe.style.backgroundColor = `var(--color-${name}-100)`;
        return getComputedStyle(probe).backgroundColor;
      };
      const actual = (badge: string) => {
        const element = document.querySelector(`[data-badge="${badge}"]`);
        return element ? getComputedStyle(element).backgroundColor : 'missing';
      };
      return {
        beginner: [actual('difficulty-beginner'), expected('green')],
        intermediate: [actual('difficulty-intermediate'), expected('yellow')],
        advanced: [actual('difficulty-advanced'), expected('red')],
        free: [actual('access-free'), expected('blue')],
        premium: [actual('access-premium'), expected('emerald')],
      };
    });
    for (const [badge, [actual, expected]] of Object.entries(colours)) expect(actual, badge).toBe(expected);
    await context.close();
  });

  it('filters by difficulty and search, and fits a 390 px phone', async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await page.goto('/library');
    await page.getByRole('link').filter({ hasText: 'Mindfulness' }).first().waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Difficulty').selectOption('advanced');
    await page.getByRole('heading', { name: /skills? match/ }).waitFor();
    expect(await page.locator('[data-badge="difficulty-beginner"]').count()).toBe(0);
    expect(await page.locator('[data-badge="difficulty-advanced"]').count()).toBeGreaterThan(0);
    await page.getByLabel('Search skills').fill('zzzz-nothing');
    await page.getByText('No skill matches yet.').waitFor();
    await expectNoHorizontalScroll(page);
    await context.close();
  });

  it('shows every tool with its lock state and answers an unknown category with the 404 page', async () => {
    const context = await newContext(browser());
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/tools');
    await page.getByRole('link', { name: /Gratitude Log/ }).waitFor();
    expect(
      await page
        .getByRole('link', {
          name: /Habit Tracker.*Growth membership needed|Growth membership needed.*Habit Tracker/s,
        })
        .count(),
    ).toBe(1);
    await page.goto('/skills/no-such-category');
    await page.getByRole('heading', { name: "We couldn't find that page" }).waitFor();
    await context.close();
  });
});
