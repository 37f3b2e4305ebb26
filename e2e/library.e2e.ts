import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { writeJournalEntry } from './support/tool-entries';
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
async function premiumMindfulnessSkill(page: Page): Promise<{ id: string; title: string; summary: string }> {
  const response = await page.request.get('/api/content');
  const bundle = (await response.json()) as {
    skills: { id: string; title: string; summary: string; categoryId: string; accessLevel: string }[];
  };
  const skill = bundle.skills.find((s) => s.categoryId === 'mindfulness' && s.accessLevel === 'premium');
  if (!skill) throw new Error('no premium mindfulness skill seeded');
  return skill;
}

describe('library', () => {
  it('shows one access state per card, with the plan that opens a locked one and one link to compare plans', async () => {
    const context = await newContext(browser());
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/skills/self-compassion');
    const card = page.getByRole('listitem').filter({ hasText: 'The Self-Compassion Break' });
    await card.waitFor();
    expect(await card.locator('[data-access]').count()).toBe(1);
    expect(await card.locator('[data-access="locked"]').textContent()).toBe('Growth plan needed');
    expect(await card.getByText('Free', { exact: true }).count()).toBe(0);

    await page.goto('/skills/mindfulness');
    const cards = page
      .getByRole('list', { name: 'Mindfulness skills' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link') });
    await cards.first().waitFor();
    for (const item of await cards.all()) expect(await item.locator('[data-access]').count()).toBe(1);
    const premium = cards.filter({ has: page.locator('[data-access="locked"]') }).first();
    expect(await premium.getByText('Premium').count()).toBe(1);
    await page
      .getByTestId('plan-explainer')
      .getByText('Growth opens every skill category and every tool.')
      .waitFor();

    await page.goto('/tools');
    for (const group of ['Reflect', 'Calm', 'Plan and focus']) {
      await page.getByRole('heading', { level: 2, name: group }).waitFor();
    }
    const locked = page.getByRole('listitem').filter({ has: page.locator('[data-access="locked"]') });
    expect(await locked.count()).toBeGreaterThan(0);
    await page.getByTestId('plan-explainer').getByRole('link', { name: 'Compare plans' }).click();
    await page.waitForURL('**/subscription');
    await context.close();
  });

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
      .filter({ has: page.locator('[data-access="open"]') })
      .first();
    const title = (await freeSkill.locator('span.text-lg').textContent()) ?? '';
    await freeSkill.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { name: 'What it is' }).waitFor();
    await page.getByRole('heading', { name: 'Practice, step by step' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('previews a premium skill to a free member above the lock, with the plans link, and lets premium read it', async () => {
    const context = await newContext(browser());
    const member = await signUpViaApi(context);
    const page = await context.newPage();
    const skill = await premiumMindfulnessSkill(page);
    await page.goto(`/skill/${skill.id}`);
    const notice = page.getByRole('note').filter({ hasText: 'part of the Premium membership' });
    await notice.waitFor();
    // The summary and the first section show above the lock; the rest of the body is not there.
    await page.getByText(skill.summary).waitFor();
    await page.getByTestId('skill-preview').getByRole('heading', { level: 2 }).first().waitFor();
    expect(await page.getByRole('heading', { level: 2 }).filter({ hasText: 'Why it helps' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Practice, step by step' }).count()).toBe(0);
    const previewBox = await page.getByTestId('skill-preview').boundingBox();
    const noticeBox = await notice.boundingBox();
    expect(previewBox!.y).toBeLessThan(noticeBox!.y);
    await notice.getByRole('link', { name: 'Compare plans' }).click();
    await page.waitForURL('**/subscription');

    await setTier(browser(), member.id, 'premium');
    await page.goto(`/skill/${skill.id}`);
    await page.getByRole('heading', { name: 'Practice, step by step' }).waitFor();
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
      .filter({ has: page.locator('[data-access="open"]') })
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
    // A broad search lists skill cards of every level, which carry both kinds of badge.
    await page.getByLabel('Search skills').fill('practice');
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

  it('finds Body Scan for "sleep" and "insomnia", with the matched word highlighted', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/library');
    for (const query of ['sleep', 'insomnia']) {
      await page.getByLabel('Search skills').fill(query);
      const card = page.getByRole('listitem').filter({ hasText: 'Body Scan' });
      await card.waitFor();
      expect(await card.locator('mark').first().textContent()).toMatch(/sleep/i);
    }
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('filters by difficulty and search, and fits a 390 px phone', async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    await page.goto('/library');
    await page.getByRole('link').filter({ hasText: 'Mindfulness' }).first().waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    // The plans note wraps with its lock beside the first line, not on a line of its own above it.
    const explainer = page.getByTestId('plan-explainer');
    const lock = (await explainer.locator('svg').boundingBox())!;
    const words = (await explainer.getByText(/Growth opens/).boundingBox())!;
    expect(lock.x + lock.width).toBeLessThanOrEqual(words.x);
    expect(lock.y).toBeLessThan(words.y + 16);
    await page.getByLabel('Difficulty').selectOption('advanced');
    await page.getByRole('heading', { name: /skills? match/ }).waitFor();
    expect(await page.locator('[data-badge="difficulty-beginner"]').count()).toBe(0);
    expect(await page.locator('[data-badge="difficulty-advanced"]').count()).toBeGreaterThan(0);
    await page.getByLabel('Search skills').fill('zzzz-qqqq');
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
          name: /Habit Tracker.*Growth plan needed|Growth plan needed.*Habit Tracker/s,
        })
        .count(),
    ).toBe(1);
    await page.goto('/skills/no-such-category');
    await page.getByRole('heading', { name: "We couldn't find that page" }).waitFor();
    await context.close();
  });

  it("shows a skill's mastery growing as its tool is used, and the category's path", async () => {
    const context = await newContext(browser(), PHONE);
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/skill/worry-time');
    const panel = page.getByTestId('mastery-panel');
    await panel.getByText('Master this skill with 5 journal entries.').waitFor();
    await panel.getByTestId('mastery-status').getByText('0 of 5 journal entries.').waitFor();
    await panel.getByRole('link', { name: 'Practise with the Self-Awareness Journal' }).click();

    await page.getByRole('heading', { name: 'Your journal is waiting' }).waitFor();
    await writeJournalEntry(page, 'Worry time at six; until then I let the worry wait.');
    await page.getByRole('button', { name: 'Save entry' }).click();
    await page
      .getByRole('region', { name: 'Your journal', exact: true })
      .getByText('Worry time at six; until then I let the worry wait.')
      .waitFor();

    await page.goBack();
    await panel.getByTestId('mastery-status').getByText('1 of 5 journal entries.').waitFor();
    expect(
      await page
        .getByRole('progressbar', { name: 'Mastery of Scheduled Worry Time' })
        .getAttribute('aria-valuenow'),
    ).toBe('1');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/skills/stress-anxiety');
    const path = page.getByTestId('skill-path');
    await path.getByText('0 of 5 skills mastered').waitFor();
    await path
      .getByRole('listitem')
      .filter({ hasText: 'Scheduled Worry Time' })
      .getByText('1 of 5')
      .waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});
