import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN, type Account } from '../fixtures';
import { LoginPage } from './login-page';
import { PurchasePage } from './purchase-page';

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

/**
 * A first-time buyer's paid order: signs in at the part's page, orders `quantity`, pays it from My
 * Orders with the test card that pays.
 */
export async function orderAndPay(
  page: Page,
  account: Account,
  part: { _id: string; name: string },
  quantity: number,
) {
  const login = new LoginPage(page);
  await login.goto(`/product/${part._id}`);
  await login.signIn(account);
  await new PurchasePage(page).orderConfirmed({ phone: '+1 555 0100', quantity });
  const orders = new MyOrdersPage(page);
  await orders.goto();
  await orders.row(part.name).getByRole('link', { name: 'Pay' }).click();
  const payment = new PaymentPage(page);
  await payment.payWith('4242 4242 4242 4242');
  await expect(payment.success).toBeVisible();
}
