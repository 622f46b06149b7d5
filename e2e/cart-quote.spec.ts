import { randomBytes } from 'node:crypto';
import { expectAccessible } from './axe';
import { ADMIN, expect, test } from './fixtures';
import { Dashboard } from './pages/dashboard';
import { LoginPage } from './pages/login-page';
import { PaymentPage } from './pages/orders-pages';
import { fillCartThenSignIn } from './pages/cart-page';
import { insertPart } from './support-db';

// "Request a quote for this cart" (issue 26), as a first-time visitor takes it: two parts into the
// cart from their pages, sign in at the cart, one request for the whole cart; an admin offers a
// price per line; the buyer accepts into one order and pays it once.

for (const width of [375, 1280]) {
  test(`a cart's quote: one request, a price per line, accepted into one order and paid (${width} px)`, async ({
    browser,
    baseURL,
    customer,
  }) => {
    const tag = randomBytes(3).toString('hex');
    const housing = await insertPart({ name: `Quote housing ${tag}`, quantity: 600, priceCents: 3100 });
    const seal = await insertPart({ name: `Quote seal ${tag}`, quantity: 600, priceCents: 120 });
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const adminContext = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    try {
      await fillCartThenSignIn(page, [housing, seal], customer);

      await page.getByRole('button', { name: 'Request a quote for this cart' }).click();
      const request = page.getByRole('form', { name: 'Request a quote for this cart' });
      await request.getByLabel('Note (optional)').fill(`Rebuild ${tag}`);
      await expectAccessible(page);
      await request.getByRole('button', { name: 'Send request' }).click();
      const popup = new Dashboard(page).popup();
      await expect(popup).toContainText('Quote requested');
      await popup.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/dashboard\/myquotes$/);
      const mine = page.getByTestId('quote').filter({ hasText: `Rebuild ${tag}` });
      await expect(mine.getByRole('heading')).toHaveText('A cart of 2 parts (60 units)');
      await expect(mine.getByTestId('quote-status')).toHaveText('Waiting for our offer');
      await expect(mine.getByTestId('quote-line')).toHaveCount(2);

      // The admin offers a price for each line, in a browser of their own.
      const adminPage = await adminContext.newPage();
      const adminLogin = new LoginPage(adminPage);
      await adminLogin.goto('/dashboard/quotes');
      await adminLogin.signIn(ADMIN);
      const asked = adminPage.getByTestId('quote').filter({ hasText: `Rebuild ${tag}` });
      // Every line at 5 % off its list price in one step, the total shown as it changes, then
      // lines changed by hand (issue 33).
      const housingPrice = asked.getByLabel(`Unit price ($) for ${housing.name} × 30`);
      const sealPrice = asked.getByLabel(`Unit price ($) for ${seal.name} × 30`);
      await expect(asked.getByTestId('offer-total')).toHaveText('Offer total: give every line a price');
      await asked.getByLabel('Discount (%)').fill('5');
      await asked.getByRole('button', { name: 'At 5 % off list' }).click();
      await expect(housingPrice).toHaveValue('29.45');
      await expect(sealPrice).toHaveValue('1.14');
      // 30 × $29.45 + 30 × $1.14
      await expect(asked.getByTestId('offer-total')).toHaveText('Offer total: $917.70');
      await housingPrice.fill('29.50');
      await sealPrice.fill('1.10');
      await expect(asked.getByTestId('offer-total')).toHaveText('Offer total: $918.00');
      await expectAccessible(adminPage);
      await asked.getByRole('button', { name: 'Send offer' }).click();
      await expect(asked.getByTestId('quote-status')).toHaveText('Offer ready');
      // 30 × $29.50 + 30 × $1.10
      await expect(asked.getByTestId('quote-offer')).toContainText('total $918.00');

      await page.reload();
      await expect(mine.getByTestId('quote-line-offer')).toHaveText([
        ' · $29.50 per unit = $885.00',
        ' · $1.10 per unit = $33.00',
      ]);
      await expectAccessible(page);
      await mine.getByLabel('Phone').fill('+1 555 0177');
      await mine.getByLabel('PO number (optional)').fill(`PO-${tag}`);
      await mine.getByRole('button', { name: 'Accept offer' }).click();
      await expect(popup).toContainText('Offer accepted');
      await popup.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/dashboard\/payment\//);
      await expect(page.getByTestId('payment-total')).toHaveText('$918.00');
      const payment = new PaymentPage(page);
      await payment.payWith('4242 4242 4242 4242');
      await expect(payment.success).toContainText('Congrats! Your payment is completed.');
    } finally {
      await adminContext.close();
      await context.close();
    }
  });
}
