import type { Locator, Page } from '@playwright/test';

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
