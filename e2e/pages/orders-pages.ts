import type { Locator, Page } from '@playwright/test';
import { ADMIN } from '../fixtures';
import { LoginPage } from './login-page';

export class MyOrdersPage {
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.rows = page.getByTestId('order-row');
  }

  async goto() {
    await this.page.goto('/dashboard/order');
  }

  row(partName: string) {
    return this.rows.filter({ hasText: partName });
  }
}

export class PaymentPage {
  readonly form: Locator;
  readonly error: Locator;
  readonly success: Locator;
  readonly payButton: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Card payment' });
    this.error = page.getByTestId('payment-error');
    this.success = page.getByRole('status').filter({ hasText: 'Congrats!' });
    this.payButton = this.form.getByRole('button', { name: 'Pay' });
  }

  async payWith(number: string) {
    await this.form.getByLabel('Card number').fill(number);
    await this.form.getByLabel('Expiry (MM/YY)').fill('12/39');
    await this.form.getByLabel('CVC').fill('123');
    await this.payButton.click();
  }
}

/**
 * Manage All Order as an admin opens it in a browser of their own: signed in at its door, the
 * orders filtered to one customer's.
 */
export async function manageOrdersOf(adminPage: Page, customerEmail: string) {
  const login = new LoginPage(adminPage);
  await login.goto('/dashboard/manageorder');
  await login.signIn(ADMIN);
  await adminPage.getByLabel('Customer email').fill(customerEmail);
  await adminPage.getByRole('button', { name: 'Filter' }).click();
  return adminPage.getByTestId('order-row');
}
