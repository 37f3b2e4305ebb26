import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The member's entries of a tool, as the server holds them. */
export async function storedTexts(context: BrowserContext, toolKey: string): Promise<string[]> {
  const response = await context.request.get(`/api/tools/${toolKey}/entries?limit=50`);
  expect(response.status()).toBe(200);
  const page = (await response.json()) as { items: { data: { items?: string[]; text?: string } }[] };
  return page.items.map((item) => item.data.text ?? (item.data.items ?? []).join(' | '));
}

/** Fills in a free-writing journal entry with the mood "Okay" (not saved). */
export async function writeJournalEntry(page: Page, text: string) {
  await page.getByText('Free writing', { exact: true }).click();
  await page.getByLabel('What is on your mind?').fill(text);
  await page
    .getByRole('radiogroup', { name: 'How is your mood?' })
    .getByText('Okay', { exact: true })
    .click();
}
