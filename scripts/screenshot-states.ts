// Screenshots of the screens and states issue 12 changed, in the light and dark themes at 1280 px and 390 px,
// from a running app: pages plus a search typed, the values deck and its results, the focus timer open and as a
// pill over a form, a toast over the header and the offline notice. Files go to SHOTS_DIR (default
// screenshots/states) as <theme>-<device>-<screen>.png. BASE_URL defaults to http://localhost:3000;
// ADMIN_EMAIL and ADMIN_PASSWORD also capture the focus timer (it needs the Growth plan, set by the admin API).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const outDir = process.env.SHOTS_DIR ?? 'screenshots/states';
const admin =
  process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD
    ? { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }
    : undefined;
const devices = {
  desktop: { viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;
const headers = { origin: baseUrl };

type Shoot = (name: string, options?: { fullPage?: boolean }) => Promise<void>;

async function signUp(context: BrowserContext): Promise<string> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const data = {
    firstName: 'Jordan',
    lastName: 'Rivera',
    email: `shots-${tag}@example.com`,
    password: 'a calm strong password',
  };
  const response = await context.request.post('/api/account/sign-up', { data, headers });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()}`);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

async function setGrowth(browser: Browser, userId: string): Promise<boolean> {
  if (!admin) return false;
  const context = await browser.newContext({ baseURL: baseUrl });
  await context.request.post('/api/account/sign-in', { data: admin, headers });
  const response = await context.request.patch(`/api/admin/users/${userId}`, {
    data: { subscriptionTier: 'growth' },
    headers,
  });
  await context.close();
  return response.ok();
}

async function publicScreens(page: Page, shoot: Shoot) {
  for (const [path, name] of [
    ['/', 'home'],
    ['/login', 'login'],
    ['/register', 'signup'],
    ['/tools', 'tools'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await shoot(name);
  }
  await page.goto('/library');
  await page.getByLabel('Search skills').fill('sleep');
  await page.locator('mark').first().waitFor();
  await shoot('library-search');
  await page.goto('/help');
  await page.getByLabel('Search the questions').fill('cancel subscription');
  await page.waitForLoadState('networkidle');
  await shoot('help-faq-search');
}

async function lockedSkill(page: Page, shoot: Shoot) {
  const bundle = (await (await page.request.get('/api/content')).json()) as {
    skills: { id: string; accessLevel: string }[];
  };
  const skill = bundle.skills.find((s) => s.accessLevel === 'premium');
  if (!skill) return;
  await page.goto(`/skill/${skill.id}`);
  await page.getByRole('note').first().waitFor();
  await shoot('skill-locked');
}

async function valuesTool(page: Page, shoot: Shoot) {
  await page.goto('/tools/values-clarification');
  await page.getByText('No saved sorts yet').waitFor();
  for (const key of ['1', '2', '3']) await page.keyboard.press(key);
  await page.getByRole('button', { name: /^Undo/ }).waitFor();
  await shoot('values-deck');
  for (let index = 0; index < 5; index += 1) await page.keyboard.press('1');
  while ((await page.locator('[data-value-card]').count()) > 0) await page.keyboard.press('3');
  await page.getByRole('button', { name: /Next: choose your top five/ }).click();
  const choices = page.getByRole('checkbox');
  for (let index = 0; index < 5; index += 1) await choices.nth(index).check();
  await page.getByRole('button', { name: /Next: rate them/ }).click();
  await page.getByRole('button', { name: 'Save this sort' }).click();
  await page.getByTestId('values-results').waitFor();
  await shoot('values-results');
}

async function breathingTool(page: Page, shoot: Shoot) {
  await page.goto('/tools/mindful-breathing');
  await page.getByRole('button', { name: 'Start' }).waitFor();
  await shoot('breathing');
}

async function toastOverHeader(page: Page, shoot: Shoot) {
  await page.goto('/profile');
  await page.getByLabel('First name').fill('Jo');
  await page.getByRole('button', { name: 'Save name' }).click();
  await page.locator('[data-variant]').first().waitFor();
  // From the top, so the picture shows the toast against the header.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot('toast', { fullPage: false });
}

async function focusTimer(page: Page, shoot: Shoot) {
  await page.goto('/tools/pomodoro-timer');
  await page.getByRole('button', { name: 'Start focus' }).click();
  await page.getByRole('button', { name: 'Pause' }).first().waitFor();
  await page.goto('/contact');
  const widget = page.getByRole('complementary', { name: 'Focus timer' });
  await widget.waitFor();
  const pill = widget.getByRole('button', { name: /Show the focus timer/ });
  if (await pill.isVisible()) await pill.click();
  await widget.getByRole('button', { name: 'Collapse focus timer' }).waitFor();
  await shoot('focus-timer-open', { fullPage: false });
  await widget.getByRole('button', { name: 'Collapse focus timer' }).click();
  await pill.waitFor();
  await shoot('focus-timer-pill', { fullPage: false });
  // Opened again, so the next run starts from the same place.
  await pill.click();
}

async function offlineNotice(page: Page, context: BrowserContext, shoot: Shoot) {
  await page.goto('/library');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await context.setOffline(true);
  try {
    await page.goto('/library');
    await page.getByText('You are offline.').waitFor({ timeout: 10_000 });
    await shoot('offline', { fullPage: false });
  } catch (error) {
    console.warn('offline notice not captured:', error instanceof Error ? error.message : error);
  } finally {
    await context.setOffline(false);
  }
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  for (const theme of ['light', 'dark'] as const) {
    for (const [device, options] of Object.entries(devices)) {
      const context = await browser.newContext({ ...options, baseURL: baseUrl, colorScheme: theme });
      const page = await context.newPage();
      const shoot: Shoot = async (name, { fullPage = true } = {}) => {
        // Fonts loaded and transitions settled (the timer's card fades its background in).
        await page.evaluate(async () => {
          await document.fonts.ready;
          // Transitions only: a spinner's animation never finishes; a replaced transition rejects.
          const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
          await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
        });
        await page.screenshot({ path: join(outDir, `${theme}-${device}-${name}.png`), fullPage });
      };
      await publicScreens(page, shoot);
      const userId = await signUp(context);
      await lockedSkill(page, shoot);
      await valuesTool(page, shoot);
      await breathingTool(page, shoot);
      await toastOverHeader(page, shoot);
      if (await setGrowth(browser, userId)) await focusTimer(page, shoot);
      await offlineNotice(page, context, shoot);
      await context.close();
    }
  }
  await browser.close();
  console.log(`screenshots written to ${outDir}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
