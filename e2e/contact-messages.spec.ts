import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { ADMIN, expect, test } from './fixtures';
import { inboxOf } from './inbox';
import { Dashboard } from './pages/dashboard';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';

// The contact form said "Your message has been sent" and nobody ever saw the message. Now it is
// mailed to the store (the admin's address in test runs) and listed under Messages for admins.

/** Whole inside the window, left to right, once scrolled to. */
async function expectInView(page: Page, element: Locator) {
  await element.scrollIntoViewIfNeeded();
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test("a visitor's message reaches the store's inbox and the admins' Messages, whole, at 375 and 1280 px", async ({
  page,
  browser,
  baseURL,
}) => {
  const marker = randomBytes(4).toString('hex');
  const visitor = { name: `Grace ${marker}`, email: `grace-${marker}@example.com` };
  // Long, with line breaks and one unbroken run of part numbers: all of it must be readable.
  const numbers = `PS-${marker}:${'PS-00001,PS-00002,'.repeat(12)}`;
  const lastWords = 'Thanks, and these are the last words of it.';
  const message = [
    `Could you quote 5,000 sealed bearings? ${'We order every quarter for three plants. '.repeat(12)}`,
    numbers,
    lastWords,
  ].join('\n');
  const home = new HomePage(page);
  await home.goto();
  await home.sendContact({ ...visitor, message });
  await expect(home.contactForm.getByRole('status')).toHaveText(/Your message has been sent/);
  await expect
    .poll(async () => (await inboxOf(ADMIN.email)).filter((mail) => mail.text.includes(numbers)).length)
    .toBe(1);

  for (const width of [375, 1280]) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const admin = await context.newPage();
    const login = new LoginPage(admin);
    await login.goto('/dashboard/messages');
    await login.signIn(ADMIN);
    await expect(new Dashboard(admin).heading).toHaveText('Messages');
    const row = admin.getByTestId('contact-message').filter({ hasText: numbers });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(visitor.name);
    await expect(row).toContainText(visitor.email);
    const text = row.getByRole('cell').nth(2);
    await expect(text).toContainText(numbers);
    await expect(text).toContainText(lastWords);
    await expectInView(admin, text);
    if (width === 1280) expect((await text.boundingBox())!.width).toBeGreaterThan(280);
    const reply = row.getByRole('link', { name: `Reply to ${visitor.name} (${visitor.email})` });
    await expect(reply).toHaveAttribute('href', new RegExp(`^mailto:${visitor.email}\\?subject=`));
    await expectInView(admin, reply);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(admin);
    await context.close();
  }
});

test('Messages is in the admin side menu', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('/dashboard');
  await login.signIn(ADMIN);
  const dashboard = new Dashboard(page);
  await dashboard.menu.getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages$/);
  await expect(dashboard.heading).toHaveText('Messages');
});
