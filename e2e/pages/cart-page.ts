import { expect, type Page } from '@playwright/test';
import type { Account } from '../fixtures';
import { LoginPage } from './login-page';

/**
 * A first-time visitor's way into a cart: each part's 'Add to cart' on its own page (its smallest
 * order, 30), then the cart, 'Sign in to check out', and back at the cart with every line.
 */
export async function fillCartThenSignIn(
  page: Page,
  parts: readonly { _id: string; name: string }[],
  account: Account,
) {
  for (const part of parts) {
    await page.goto(`/parts/${part._id}`);
    await page.getByRole('button', { name: `Add to cart: ${part.name}` }).click();
    await expect(page.getByTestId('add-to-cart-status')).toHaveText('Added 30 to your cart');
  }
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Sign in to check out' }).click();
  await new LoginPage(page).signIn(account);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(parts.length);
}

/** The cart's Checkout with the buyer's name, a phone and a PO number; waits for the payment screen unless a refusal is expected (`placed` false). */
export async function checkOut(page: Page, buyer: { name: string; po: string }, placed = true) {
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await checkout.getByLabel('Name').fill(buyer.name);
  await checkout.getByLabel('Phone').fill('+1 555 0100');
  await checkout.getByLabel('PO number (optional)').fill(buyer.po);
  await checkout.getByRole('button', { name: 'Checkout' }).click();
  if (placed) await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
}
