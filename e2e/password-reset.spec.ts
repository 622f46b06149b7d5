import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { inboxOf } from './inbox';
import { LoginPage } from './pages/login-page';
import { insertPart } from './support-db';

// Password reset (issue 27) as a returning buyer meets it: Buy Now on a part's page asks for a
// sign-in, the password is forgotten, the link arrives in the local inbox (read through its API,
// as the person would open it), a new password is set, and Buy Now then opens the purchase page.

for (const width of [375, 1280]) {
  test(`a buyer who forgot the password resets it from the emailed link and buys on (${width} px)`, async ({
    browser,
    baseURL,
    customer,
  }) => {
    const part = await insertPart({ name: `Reset bushing ${width}`, quantity: 500, priceCents: 250 });
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`/parts/${part._id}`);
      await page.getByRole('link', { name: 'Buy Now' }).click();
      await expect(page).toHaveURL(/\/login\?callbackUrl=/);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      const form = page.getByRole('form', { name: 'Forgot password' });
      await form.getByLabel('Email').fill(customer.email);
      await form.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByTestId('reset-sent')).toHaveText(
        'If an account uses that address, we have sent it an email with a link to choose a new password. The link works for 30 minutes.',
      );
      await expectAccessible(page);

      await expect.poll(async () => (await inboxOf(customer.email)).length, { timeout: 15_000 }).toBe(1);
      const [mail] = await inboxOf(customer.email);
      expect(mail!.subject).toBe('Reset your Partsmith password');
      const link = /https?:\/\/\S+reset-password#token=[\w-]+/.exec(mail!.text)![0];
      expect(new URL(link).origin).toBe(new URL(baseURL!).origin);

      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
      // The token leaves the address bar once the form has it.
      await expect(page).toHaveURL(/\/reset-password$/);
      const reset = page.getByRole('form', { name: 'Choose a new password' });
      await expect(reset.getByRole('button', { name: 'Set new password' })).toBeEnabled();
      await expectAccessible(page);
      await reset.getByLabel('New password').fill('short');
      await reset.getByRole('button', { name: 'Set new password' }).click();
      await expect(reset.getByRole('alert')).toHaveText('Must be 6 characters or longer');
      await reset.getByLabel('New password').fill('a-brand-new-password');
      await reset.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByTestId('reset-done')).toContainText('Your password is changed');

      await page.getByRole('link', { name: 'Sign in with your new password' }).click();
      const login = new LoginPage(page);
      await login.signIn({ email: customer.email, password: customer.password });
      await expect(login.authError).toBeVisible();
      await login.signIn({ email: customer.email, password: 'a-brand-new-password' });
      await expect(page).not.toHaveURL(/\/login/);
      // Signed in: Buy Now opens the purchase page.
      await page.goto(`/parts/${part._id}`);
      await page.getByRole('link', { name: 'Buy Now' }).click();
      await expect(page).toHaveURL(new RegExp(`/product/${part._id}$`));

      // The same link does not work twice.
      await page.goto(link);
      await page
        .getByRole('form', { name: 'Choose a new password' })
        .getByLabel('New password')
        .fill('yet-another-one');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByTestId('reset-error')).toHaveText(
        'This link has expired or was already used. Ask for a new one.',
      );
    } finally {
      await context.close();
    }
  });
}
