import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import { ADMIN, expect, test } from './fixtures';
import { Dashboard } from './pages/dashboard';
import { LoginPage } from './pages/login-page';
import { PaymentPage } from './pages/orders-pages';
import { PurchasePage } from './pages/purchase-page';
import { insertPart, restockPart } from './support-db';

test('a quote goes request → offer → accept → pay, for more than the shop has in stock', async ({
  page,
  browser,
  customer,
}) => {
  const part = await insertPart({
    name: `E2E Flange ${randomBytes(3).toString('hex')}`,
    quantity: 100,
    priceCents: 1250,
  });
  const login = new LoginPage(page);
  await login.goto(`/product/${part._id}`);
  await login.signIn(customer);

  // Above the stock, the purchase form offers a quote for that quantity instead.
  const purchase = new PurchasePage(page);
  await purchase.quantity.fill('500');
  await expect(purchase.quantityError).toHaveText('Sorry your product not available');
  await purchase.form.getByRole('button', { name: 'Request a quote for 500 instead' }).click();
  const request = page.getByRole('form', { name: 'Request a quote' });
  await expect(request.getByLabel('Quantity')).toHaveValue('500');
  await expect(request.getByLabel('Quantity')).toBeFocused();
  // The open request form passes axe too (the closed one is checked with every customer screen).
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await request.getByLabel('Phone (optional)').fill('+1 555 0142');
  await request.getByLabel('Note (optional)').fill('For a production run in spring');
  await request.getByRole('button', { name: 'Send request' }).click();
  const popup = new Dashboard(page).popup();
  await expect(popup).toContainText('Quote requested');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myquotes$/);
  const mine = page.getByTestId('quote').filter({ hasText: part.name });
  await expect(mine.getByTestId('quote-status')).toHaveText('Waiting for our offer');

  // An admin answers on Quotes, in a browser of their own.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const adminLogin = new LoginPage(adminPage);
  await adminLogin.goto('/dashboard/quotes');
  await adminLogin.signIn(ADMIN);
  const request500 = adminPage.getByTestId('quote').filter({ hasText: part.name });
  await expect(request500).toContainText('For a production run in spring');
  await request500.getByLabel('Unit price ($)').fill('11.25');
  await request500.getByRole('button', { name: 'Send offer' }).click();
  await expect(request500.getByTestId('quote-status')).toHaveText('Offer ready');
  await expect(request500.getByTestId('quote-offer')).toContainText('$11.25 per unit · total $5,625.00');
  await adminContext.close();

  // Short of stock, the line is named with what there is: the buyer could take those 100 now.
  await page.reload();
  await expect(mine.getByTestId('quote-offer')).toContainText('$11.25 per unit');
  await expect(mine.getByTestId('short-line')).toHaveText(
    `${part.name} · ${part.partNumber}: 500 quoted, 100 in stock`,
  );
  await expect(mine.getByLabel(`Accept now of ${part.name}`)).toHaveValue('100');
  await expect(mine.getByRole('button', { name: 'Accept 1 line now' })).toBeEnabled();
  // Stock arrives; the customer accepts the whole offer with their PO number and pays the quoted total.
  await restockPart(part._id, 500);
  await page.reload();
  await expect(mine.getByTestId('short-lines')).toHaveCount(0);
  await mine.getByLabel('PO number (optional)').fill('PO-Q-17');
  await mine.getByRole('button', { name: 'Accept offer' }).click();
  await expect(popup).toContainText('Offer accepted');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\//);
  await expect(page.getByTestId('payment-total')).toHaveText('$5,625.00');
  const payment = new PaymentPage(page);
  await payment.payWith('4242 4242 4242 4242');
  await expect(payment.success).toContainText('Congrats! Your payment is completed.');

  await page.goto('/dashboard/myquotes');
  await expect(mine.getByTestId('quote-status')).toHaveText('Accepted');
});
