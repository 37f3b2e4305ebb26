import { describe, expect, it } from 'vitest';
import {
  PHONE,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  newContext,
  signUpViaApi,
  useBrowser,
} from './support/browser';

const browser = useBrowser();

describe('reflection tools', () => {
  it('keeps gratitude entries after a reload, and edits and deletes them', async () => {
    const context = await newContext(browser());
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/tools/gratitude-log');
    await page.getByRole('heading', { name: 'Your log is empty for now' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Good thing 1', { exact: true }).fill('Fresh bread from the bakery');
    await page.getByRole('button', { name: 'Add another' }).click();
    await page.getByLabel('Good thing 2', { exact: true }).fill('A long phone call with Mum');
    await page.getByRole('button', { name: 'Save entry' }).click();
    const history = page.getByRole('region', { name: 'Your gratitude log' });
    await history.getByText('Fresh bread from the bakery').waitFor();
    await page.getByText('Streak: 1 day').waitFor();

    await page.getByLabel('Good thing 1', { exact: true }).fill('Sun on the walk home');
    await page.getByRole('button', { name: 'Save entry' }).click();
    await history.getByText('Sun on the walk home').waitFor();

    await page.reload();
    await history.getByText('A long phone call with Mum').waitFor();
    await history.getByText('Sun on the walk home').waitFor();
    await page.getByText('Streak: 1 day').waitFor();

    const newest = history.getByRole('listitem').filter({ hasText: 'Sun on the walk home' }).first();
    await newest.getByRole('button', { name: 'Edit this entry' }).click();
    await history.getByLabel('Good thing 1', { exact: true }).fill('Sun on the slow walk home');
    await history.getByRole('button', { name: 'Save changes' }).click();
    await history.getByText('Sun on the slow walk home').waitFor();

    await history
      .getByRole('listitem')
      .filter({ hasText: 'Sun on the slow walk home' })
      .first()
      .getByRole('button', { name: 'Delete this entry' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await history.getByText('Sun on the slow walk home').waitFor({ state: 'detached' });
    await page.reload();
    await history.getByText('Fresh bread from the bakery').waitFor();
    expect(await history.getByText('Sun on the slow walk home').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('sets today’s intention, checks in, and keeps both after a reload', async () => {
    const context = await newContext(browser(), PHONE);
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/tools/intention-setting-tool');
    await page.getByRole('heading', { name: 'Nothing here yet' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByLabel('Your intention', { exact: true }).fill('Pause before I answer');
    await page.getByLabel('Focus area', { exact: true }).selectOption('Other');
    await page.getByLabel('Your focus area').fill('Patience');
    await page.getByRole('button', { name: 'Set intention' }).click();
    await page.getByRole('heading', { name: 'Evening check-in' }).waitFor();

    await page.reload();
    await page.getByText('Pause before I answer').waitFor();
    await page.getByText('Patience').waitFor();

    await page
      .getByRole('radiogroup', { name: 'How fully did you live this intention?' })
      .getByText('Mostly')
      .click();
    await page.getByLabel('A note for yourself (optional)').fill('Slipped once in the meeting.');
    await page.getByRole('button', { name: 'Save check-in' }).click();
    await page.getByText('Lived it: 4 of 5 · Mostly').waitFor();

    await page.getByRole('button', { name: 'Edit this intention' }).click();
    await page.getByLabel('Your intention', { exact: true }).fill('Pause and breathe before I answer');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Pause and breathe before I answer').waitFor();

    await page.reload();
    await page.getByText('Pause and breathe before I answer').waitFor();
    await page.getByText('Slipped once in the meeting.').waitFor();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Delete this intention' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Set intention' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Set intention' }).waitFor();
    expect(await page.getByText('Pause and breathe before I answer').count()).toBe(0);
    await context.close();
  });

  it('saves journal entries, finds them by word and tag, and edits and deletes them', async () => {
    const context = await newContext(browser());
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/tools/self-awareness-journal');
    await page.getByRole('heading', { name: 'Your journal is waiting' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Your answer').fill('I notice I rush when I feel watched.');
    await page
      .getByRole('radiogroup', { name: 'How is your mood?' })
      .getByText('Low', { exact: true })
      .click();
    await page.getByRole('button', { name: 'anxious' }).click();
    await page.getByRole('button', { name: 'Save entry' }).click();
    const history = page.getByRole('region', { name: 'Your journal', exact: true });
    await history.getByText('I notice I rush when I feel watched.').waitFor();

    await page.getByText('Free writing').click();
    await page.getByLabel('What is on your mind?').fill('A quiet evening with a book.');
    await page.getByRole('radiogroup', { name: 'How is your mood?' }).getByText('Very good').click();
    await page.getByLabel('Another emotion, in your own words').fill('Cosy');
    await page.getByLabel('Another emotion, in your own words').press('Enter');
    await page.getByRole('button', { name: 'Save entry' }).click();
    await history.getByText('A quiet evening with a book.').waitFor();

    await page.reload();
    await history.getByText('A quiet evening with a book.').waitFor();
    await history.getByText('I notice I rush when I feel watched.').waitFor();
    await page.getByText('Search all of your entries by words or by emotion.').waitFor();

    // The search runs on the server, over every entry (not only those loaded).
    await page.getByLabel('Search by emotion').selectOption('cosy');
    await history.getByText('I notice I rush when I feel watched.').waitFor({ state: 'detached' });
    await page.getByText('1 entry matches').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByLabel('Search by words').fill('rush');
    await history.getByText('A quiet evening with a book.').waitFor({ state: 'detached' });
    await page.getByText('1 entry matches').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();

    const quiet = history.getByRole('listitem').filter({ hasText: 'A quiet evening with a book.' }).first();
    await quiet.getByRole('button', { name: 'Edit this entry' }).click();
    await history.getByLabel('What is on your mind?').fill('A quiet evening with a good book.');
    // The saved edit refetches the history; the list renders it again, so wait for that before the next click
    // (a click during the re-render can land on a row that is replaced, and its dialog goes with it).
    const refetched = page.waitForResponse(
      (r) => r.request().method() === 'GET' && r.url().includes('/api/tools/self-awareness-journal/entries'),
    );
    await history.getByRole('button', { name: 'Save changes' }).click();
    await history.getByText('A quiet evening with a good book.').waitFor();
    await refetched;

    await history
      .getByRole('listitem')
      .filter({ hasText: 'I notice I rush' })
      .first()
      .getByRole('button', { name: 'Delete this entry' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await history.getByText('I notice I rush when I feel watched.').waitFor({ state: 'detached' });
    await page.reload();
    await history.getByText('A quiet evening with a good book.').waitFor();
    expect(await history.getByText('I notice I rush when I feel watched.').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});
