// Screenshots of every page at 1280 px and 390 px into screenshots/, from a running app.
// BASE_URL (default http://localhost:3000); ADMIN_EMAIL and ADMIN_PASSWORD also capture the signed-in pages.
// SCREENSHOT_THEME=dark captures the dark theme (files start with dark-); SCREENSHOT_PATHS=/a,/b only those pages.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const publicPaths = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/help',
  '/user-guide',
  '/contact',
  '/about',
  '/privacy',
  '/terms',
  '/cookies',
  '/legal-%20disclaimer',
  '/lifetime-early-access',
  '/pricing',
  '/library',
  '/tools',
  '/nowhere',
];
const memberPaths = [
  '/dashboard',
  '/profile',
  '/admin',
  '/progress',
  '/community',
  '/community/create-post',
  '/skill/body-scan',
  '/skills/mindfulness',
  '/tools/gratitude-log',
  '/tools/intention-setting-tool',
  '/tools/self-awareness-journal',
  '/tools/thought-record-builder',
  '/tools/emotional-regulation-tool',
  '/tools/mindful-breathing',
  '/tools/values-clarification',
  '/tools/habit-tracker',
  '/tools/goal-planning-tool',
  '/tools/pomodoro-timer',
];

const theme = process.env.SCREENSHOT_THEME === 'dark' ? 'dark' : 'light';
const only = process.env.SCREENSHOT_PATHS?.split(',');
const chosen = (paths: string[]) => (only ? paths.filter((path) => only.includes(path)) : paths);

async function main() {
  mkdirSync('screenshots', { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({
      viewport,
      baseURL: baseUrl,
      isMobile: label === 'phone',
      hasTouch: label === 'phone',
      // The app follows the system's scheme until the member picks a theme.
      colorScheme: theme,
    });
    const page = await context.newPage();
    const prefix = theme === 'dark' ? 'dark-' : '';
    const shoot = async (path: string) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_').replaceAll('%20', '');
      await page.screenshot({ path: `screenshots/${prefix}${label}-${name}.png`, fullPage: true });
    };
    for (const path of chosen(publicPaths)) await shoot(path);
    if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
      await context.request.post('/api/account/sign-in', {
        data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
        headers: { origin: baseUrl },
      });
      for (const path of chosen(memberPaths)) await shoot(path);
      // The newest post of the feed and its author's page, when the forum has any post.
      const feed = await context.request.get('/api/community/posts?limit=1');
      if (feed.ok()) {
        const { items } = (await feed.json()) as {
          items: { id: string; author: { username: string | null } }[];
        };
        const first = items[0];
        if (first && !only) await shoot(`/community/post/${first.id}`);
        if (first?.author.username && !only) await shoot(`/community/user/${first.author.username}`);
      }
      await page.goto('/dashboard');
      if (label === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).tap();
        await page.screenshot({ path: `screenshots/${prefix}${label}-menu-open.png` });
      }
    }
    await context.close();
  }
  await browser.close();
  console.log('screenshots written to screenshots/');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
