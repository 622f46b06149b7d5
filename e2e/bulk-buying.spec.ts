import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login-page';
import { MyOrdersPage, PaymentPage } from './pages/orders-pages';
import { PurchasePage } from './pages/purchase-page';
import { insertPart } from './support-db';

test('volume prices: the ladder shows, the total follows the quantity, the PO number and the invoice follow the order', async ({
  page,
  customer,
}) => {
  const part = await insertPart({
    name: `E2E Coupling ${randomBytes(3).toString('hex')}`,
    quantity: 2000,
    priceCents: 1850,
    selling: {
      minimumQuantity: 50,
      quantityStep: 10,
      priceBreaks: [
        { minQuantity: 100, unitCents: 1720 },
        { minQuantity: 500, unitCents: 1590 },
      ],
    },
  });
  const login = new LoginPage(page);
  await login.goto(`/product/${part._id}`);
  await login.signIn(customer);

  const purchase = new PurchasePage(page);
  const ladder = page.getByTestId('price-ladder').getByRole('listitem');
  await expect(ladder).toHaveText([/^50\+ \$18\.50/, /^100\+ \$17\.20/, /^500\+ \$15\.90/]);
  await expect(purchase.quantity).toHaveValue('50');
  await expect(purchase.total).toHaveText('$925.00');
  await expect(ladder.nth(0)).toHaveAttribute('aria-current', 'true');

  // + and − move by the pack; a typed quantity off it says why.
  await purchase.increase();
  await expect(purchase.quantity).toHaveValue('60');
  await purchase.decrease();
  await purchase.decrease();
  await expect(purchase.quantityError).toHaveText('Sorry, products cannot be ordered below this');
  await purchase.quantity.fill('105');
  await expect(purchase.quantityError).toHaveText(
    'Sorry, this part is sold in packs of 10: order a multiple of 10',
  );

  await purchase.quantity.fill('100');
  await expect(purchase.total).toHaveText('$1,720.00');
  await expect(ladder.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(ladder.nth(0)).not.toHaveAttribute('aria-current', 'true');
  await purchase.quantity.fill('500');
  await expect(purchase.total).toHaveText('$7,950.00');
  await expect(ladder.nth(2)).toHaveAttribute('aria-current', 'true');

  await purchase.form.getByLabel('PO number (optional)').fill('PO-4711');
  await purchase.orderConfirmed({ phone: '+1 555 0100' });

  const orders = new MyOrdersPage(page);
  await orders.goto();
  const row = orders.row(part.name);
  await expect(row.getByTestId('po-number')).toHaveText('PO-4711');
  await expect(row.getByRole('link', { name: 'Download invoice' })).toHaveCount(0);
  await row.getByRole('link', { name: 'Pay' }).click();
  await expect(page.getByTestId('payment-total')).toHaveText('$7,950.00');
  const payment = new PaymentPage(page);
  await payment.payWith('4242 4242 4242 4242');
  await expect(payment.success).toContainText('Congrats! Your payment is completed.');

  await orders.goto();
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: 'Download invoice' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
  const pdf = await readFile((await file.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
