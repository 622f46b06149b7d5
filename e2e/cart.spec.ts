import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { checkOut } from './pages/cart-page';
import { LoginPage } from './pages/login-page';
import { MyOrdersPage, PaymentPage } from './pages/orders-pages';
import { insertPart } from './support-db';

// A buyer's cart (issue 26), as a first-time visitor takes it: parts go in the cart from a part's
// page and from a card while signed out, the cart is priced in the browser, signing in keeps every
// line, and checkout places one order with every line, paid once on the payment screen.

/** The navbar's CART link (behind Menu at phone width). */
async function openCart(page: Page, width: number) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (width < 768) await nav.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: /^Cart, / }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

for (const width of [375, 1280]) {
  test(`a visitor fills a cart, signs in and checks out two parts in one order, paid once (${width} px)`, async ({
    browser,
    baseURL,
    customer,
  }) => {
    const tag = randomBytes(3).toString('hex');
    const coupling = await insertPart({
      name: `Cart coupling ${tag}`,
      quantity: 1000,
      priceCents: 1850,
      selling: {
        minimumQuantity: 50,
        quantityStep: 10,
        priceBreaks: [{ minQuantity: 100, unitCents: 1720 }],
      },
    });
    const washer = await insertPart({ name: `Cart washer ${tag}`, quantity: 500, priceCents: 40 });
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      // From a part's page and from a card, signed out.
      await page.goto(`/parts/${coupling._id}`);
      await page.getByRole('button', { name: `Add to cart: ${coupling.name}` }).click();
      await expect(page.getByTestId('add-to-cart-status')).toHaveText('Added 50 to your cart');
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await page.goto(`/parts/${washer._id}`);
      await page.getByRole('button', { name: `Add to cart: ${washer.name}` }).click();
      await expect(page.getByTestId('cart-count')).toHaveText('2');

      // And from a card on the home page; it comes out again in the cart.
      await page.goto('/');
      const card = page.getByTestId('product-card').first();
      const cardName = (await card.getByRole('heading').textContent())!.trim();
      await card.getByRole('button', { name: `Add to cart: ${cardName}` }).click();
      await expect(page.getByTestId('cart-count')).toHaveText('3');

      await openCart(page, width);
      const lines = page.getByTestId('cart-line');
      await expect(lines).toHaveCount(3);
      await lines
        .filter({ hasText: cardName })
        .getByRole('button', { name: `Remove ${cardName}` })
        .click();
      await expect(lines).toHaveCount(2);
      await expect(page.getByTestId('cart-count')).toHaveText('2');
      const couplingLine = lines.filter({ hasText: coupling.name });
      await expect(couplingLine.getByTestId('next-break')).toHaveText('100+ at $17.20: 50 more');
      await couplingLine.getByRole('button', { name: `Increase quantity of ${coupling.name}` }).click();
      await expect(couplingLine.getByRole('textbox', { name: `Quantity of ${coupling.name}` })).toHaveValue(
        '60',
      );
      await couplingLine.getByRole('textbox', { name: `Quantity of ${coupling.name}` }).fill('105');
      await couplingLine.getByRole('textbox', { name: `Quantity of ${coupling.name}` }).press('Enter');
      await expect(couplingLine.getByTestId('line-problem')).toHaveText(
        'Sorry, this part is sold in packs of 10: order a multiple of 10',
      );
      await couplingLine.getByRole('textbox', { name: `Quantity of ${coupling.name}` }).fill('100');
      await couplingLine.getByRole('textbox', { name: `Quantity of ${coupling.name}` }).press('Enter');
      // 100 × $17.20 + 30 × $0.40
      await expect(page.getByTestId('cart-subtotal')).toHaveText('$1,732.00');
      await expectAccessible(page);

      // Checking out asks for a sign-in and comes back to the cart with every line.
      await page.getByRole('link', { name: 'Sign in to check out' }).click();
      await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcart$/);
      await new LoginPage(page).signIn(customer);
      await expect(page).toHaveURL(/\/cart$/);
      await expect(lines).toHaveCount(2);
      await expect(page.getByTestId('cart-subtotal')).toHaveText('$1,732.00');
      await expect(page.getByTestId('cart-count')).toHaveText('2');
      await expectAccessible(page);

      await checkOut(page, { name: customer.name, po: `PO-${tag}` });
      await expect(page.getByTestId('payment-total')).toHaveText('$1,732.00');
      // The summary first (order, PO, lines, total), its lines folded away; the amount on Pay.
      await expect(page.getByTestId('payment-line-count')).toHaveText('2');
      await expect(page.getByText(`PO-${tag}`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay $1,732.00' })).toBeVisible();
      await expectAccessible(page);
      const payment = new PaymentPage(page);
      await payment.payWith('4242 4242 4242 4242');
      await expect(payment.success).toContainText('Congrats! Your payment is completed.');
      await expect(page.getByTestId('cart-count')).toHaveText('0');

      const orders = new MyOrdersPage(page);
      await orders.goto();
      const row = orders.rows.filter({ hasText: `PO-${tag}` });
      await expect(row.getByRole('link', { name: 'Download invoice' })).toBeVisible();
      // The row says how many lines; the order's page lists them.
      await row.getByRole('link', { name: 'See its 2 lines' }).click();
      await expect(page.getByTestId('order-line')).toHaveCount(2);
      await expect(page.getByTestId('order-line').nth(0)).toContainText(coupling.name);
      await expect(page.getByTestId('order-line').nth(0)).toContainText('100');
      await expect(page.getByTestId('order-line').nth(1)).toContainText(washer.name);
    } finally {
      await context.close();
    }
  });
}
