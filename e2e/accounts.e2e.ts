import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  baseUrl,
  DESKTOP,
  newContext,
  PHONE,
  registerThroughForm,
  signUpViaApi,
  uniqueMember,
  useBrowser,
} from './support/browser';

const browser = useBrowser();

async function header(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

describe('accounts', () => {
  it('registers and lands on a signed-in page that survives a reload', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const member = uniqueMember();
    await page.goto('/register');
    await registerThroughForm(page, member);
    // A new member is offered onboarding once; skipping it goes on to the dashboard.
    await page.waitForURL(/\/onboarding(\?|$)/);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.waitForURL('**/dashboard');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`Welcome, ${member.firstName}`);
    expect(await (await header(page)).getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: `Welcome, ${member.firstName}` }).waitFor();
    await context.close();
  });

  it('returns a visitor sent from a tool through "Create an account" to that tool after sign-up', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const member = uniqueMember();
    await page.goto('/tools/gratitude-log');
    // Where the visitor was going is in the address: nothing on the way (a reload, a slow sign-up) loses it.
    await page.waitForURL(/\/login\?next=%2Ftools%2Fgratitude-log$/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/register\?next=%2Ftools%2Fgratitude-log$/);
    await page.reload();
    await registerThroughForm(page, member);
    // Onboarding comes first, once; leaving it goes on to where the visitor was going.
    await page.waitForURL(/\/onboarding\?next=%2Ftools%2Fgratitude-log/);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.waitForURL('**/tools/gratitude-log');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });

  it("keeps the visitor's page through the header's Sign Up, on a wide screen and in the phone menu", async () => {
    for (const device of [DESKTOP, PHONE]) {
      const context = await newContext(browser(), device);
      const page = await context.newPage();
      await page.goto('/help');
      if (device === PHONE) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const menu = page.getByRole('navigation', { name: 'Mobile' });
        // The phone menu offers a visitor a way into the app, not only the way in.
        for (const name of ['Library', 'Tools', 'Help', 'Login', 'Sign Up']) {
          await menu.getByRole('link', { name, exact: true }).waitFor();
        }
        await menu.getByRole('link', { name: 'Sign Up' }).click();
      } else {
        await (await header(page)).getByRole('link', { name: 'Sign Up' }).click();
      }
      await page.waitForURL(/\/register\?next=%2Fhelp$/);
      await registerThroughForm(page, uniqueMember());
      await page.waitForURL(/\/onboarding\?next=%2Fhelp$/);
      await page.getByRole('button', { name: 'Skip for now' }).click();
      await page.waitForURL((url) => url.pathname === '/help');
      await context.close();
    }
  });

  it('shows a message per field when the sign-up form is wrong', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/register');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('First name is required.').waitFor();
    await page.getByText('Enter a valid email address.').waitFor();
    await page.getByText('Password must be at least 8 characters.').waitFor();
    expect(page.url()).toMatch(/\/register$/);
    await context.close();
  });

  it('signs out and shows Login and Sign Up', async () => {
    const context = await newContext(browser());
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await (await header(page)).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const nav = await header(page);
    await nav.getByRole('link', { name: 'Login' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Sign Up' }).isVisible()).toBe(true);
    await page.goto('/dashboard');
    await page.waitForURL(/\/login(\?next=|$)/);
    await context.close();
  });

  it('sends a visitor from /dashboard to /login and back after signing in', async () => {
    const setup = await newContext(browser());
    const member = await signUpViaApi(setup);
    await setup.close();
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.waitForURL(/\/login(\?next=|$)/);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('Incorrect email or password.').waitFor();
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('sends a member whose session ended elsewhere to /login and back, with their unsaved entry kept', async () => {
    const context = await newContext(browser());
    const member = await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/tools/self-awareness-journal');
    await page.getByRole('heading', { name: 'Your journal is waiting' }).waitFor();
    // Everything the page asks for as it opens is in (on a busy machine the notifications could still be on their
    // way, and their 401 would send the member to /login before they had typed anything).
    await page.waitForLoadState('networkidle');
    // The session ends on the server, as after signing out on another device.
    const ended = await context.request.post('/api/account/sign-out', {
      data: {},
      headers: { origin: baseUrl() },
    });
    expect(ended.status()).toBe(200);

    await page.getByLabel('Your answer').fill('Something I do not want to lose.');
    await page.getByRole('radiogroup', { name: 'How is your mood?' }).getByText('Okay').click();
    await page.getByRole('button', { name: 'Save entry' }).click();
    await page.waitForURL(/\/login(\?next=|$)/);
    await page.getByText('Session ended').first().waitFor();
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/tools/self-awareness-journal');
    await page.getByText('We kept the entry you were writing.').waitFor();
    expect(await page.getByLabel('Your answer').inputValue()).toBe('Something I do not want to lose.');
    await page.getByRole('button', { name: 'Save entry' }).click();
    await page
      .getByRole('region', { name: 'Your journal', exact: true })
      .getByText('Something I do not want to lose.')
      .waitFor();
    await context.close();
  });

  it('sends a member who opens /admin to /dashboard', async () => {
    const context = await newContext(browser());
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.waitForURL('**/dashboard');
    expect(await (await header(page)).getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await context.close();
  });

  it('resets a forgotten password through the link in the mail file', async () => {
    const setup = await newContext(browser());
    const member = await signUpViaApi(setup);
    await setup.close();
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The page loads lazily: until its heading shows, "Email" is still the sign-in form's field.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('a link to reset your password is on its way').waitFor();

    const mailDir = join(inject('dataDir'), 'mail');
    const mail = readdirSync(mailDir)
      .map((f) => JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as { to: string; link: string })
      .find((m) => m.to === member.email);
    expect(mail?.link).toContain('/reset-password?token=');
    await page.goto(mail?.link ?? '');
    await page.getByLabel('New password').fill('my fresh new password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill('my fresh new password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('changes the email only after the link sent to the new address is used', async () => {
    const context = await newContext(browser());
    const member = await signUpViaApi(context);
    const newEmail = `moved-${member.email}`;
    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByLabel('New email').fill(newEmail);
    await page.getByLabel('Your password').fill(member.password);
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.getByText(`We sent a link to ${newEmail}.`).waitFor();

    const mailDir = join(inject('dataDir'), 'mail');
    const mail = readdirSync(mailDir)
      .map((f) => JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as { to: string; link: string })
      .find((m) => m.to === newEmail);
    expect(mail?.link).toContain('/confirm-email-change?token=');
    await page.goto(mail?.link ?? '');
    await page.getByRole('button', { name: 'Confirm my new email' }).click();
    await page.getByText('Your email is changed.').waitFor();
    await page.goto('/profile');
    await page.getByText(newEmail).first().waitFor();
    await context.close();
  });

  it('updates the name from the profile with the spec toast', async () => {
    const context = await newContext(browser());
    await signUpViaApi(context);
    const page = await context.newPage();
    await page.goto('/profile');
    await page.getByLabel('First name').fill('Jo');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Your profile has been successfully updated.').first().waitFor();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Jo' }).waitFor();
    await context.close();
  });
});
