import { expect, type Locator, type Page } from '@playwright/test';
import { Dashboard } from './dashboard';

export class PurchasePage {
  readonly form: Locator;
  readonly quantity: Locator;
  readonly quantityError: Locator;
  readonly total: Locator;
  readonly stock: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Purchase' });
    this.quantity = this.form.getByLabel(/^Quantity/);
    this.quantityError = page.getByTestId('quantity-error');
    this.total = page.getByTestId('order-total');
    this.stock = page.getByTestId('stock');
  }

  async goto(productId: string) {
    await this.page.goto(`/product/${productId}`);
  }

  decrease() {
    return this.form.getByRole('button', { name: 'Decrease quantity' }).click();
  }

  increase() {
    return this.form.getByRole('button', { name: 'Increase quantity' }).click();
  }

  async order(values: { phone: string; quantity?: number }) {
    await this.form.getByLabel('Phone').fill(values.phone);
    if (values.quantity !== undefined) await this.quantity.fill(String(values.quantity));
    await this.form.getByRole('button', { name: 'Place order' }).click();
  }

  /** Orders, then takes the spec's success popup ('Orderd!! Your order succed'), which leads to /parts. */
  async orderConfirmed(values: { phone: string; quantity?: number }) {
    await this.order(values);
    const popup = new Dashboard(this.page).popup();
    await expect(popup).toContainText('Orderd!! Your order succed');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(this.page).toHaveURL(/\/parts$/);
  }
}
