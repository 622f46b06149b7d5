import { expectAccessible } from './axe';
import { expect, test, uniqueEmail } from './fixtures';
import { confirmationMail, inboxOf } from './inbox';
import { RegisterPage } from './pages/login-page';

// Decision 0026 as a new customer meets it: sign-up says a confirmation link was mailed, the
// dashboard asks to confirm (Send again mails a new link), the link from the local inbox opens a
// page whose button confirms the address, and the dashboard stops asking.

for (const width of [375, 1280]) {
  test(`a new customer confirms their address from the mailed link (${width} px)`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    const email = uniqueEmail('confirm');
    try {
      const register = new RegisterPage(page);
      await register.goto();
      await register.fill({ name: 'New Buyer', email, password: 'confirm-password-1' });
      await register.submit();
      await expect(page).toHaveURL(/\/dashboard$/);
      const notice = page.getByRole('region', { name: 'Confirm your email address' });
      await expect(notice).toContainText(`We sent a link to ${email}.`);
      await expectAccessible(page);

      await notice.getByRole('button', { name: 'Send again' }).click();
      await expect(notice.getByTestId('confirm-email-sent')).toHaveText(
        'We have sent you an email with a link to confirm your address. The link works for 48 hours.',
      );
      await expect.poll(async () => (await inboxOf(email)).length, { timeout: 15_000 }).toBe(2);
      await expectAccessible(page);

      const { link } = await confirmationMail(email);
      expect(new URL(link).origin).toBe(new URL(baseURL!).origin);
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your email address');
      // The token leaves the address bar once the form has it.
      await expect(page).toHaveURL(/\/confirm-email$/);
      const button = page.getByRole('button', { name: 'Confirm my email address' });
      await expect(button).toBeEnabled();
      await expectAccessible(page);
      await button.click();
      await expect(page.getByTestId('email-confirmed')).toContainText(
        'Thank you: your email address is confirmed.',
      );
      await expectAccessible(page);

      await page.getByRole('link', { name: 'Go to your dashboard' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Profile');
      await expect(page.getByRole('region', { name: 'Confirm your email address' })).toHaveCount(0);

      // The link works once.
      await page.goto(link);
      await page.getByRole('button', { name: 'Confirm my email address' }).click();
      await expect(page.getByTestId('confirm-error')).toHaveText(
        'This link has expired or was already used. Sign in and choose Send again for a new one.',
      );
    } finally {
      await context.close();
    }
  });
}
