import type { Locator, Page } from '@playwright/test';

export class HomePage {
  readonly banner: Locator;
  readonly productCards: Locator;
  readonly counters: Locator;
  readonly reviews: Locator;
  readonly contactForm: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('region', { name: 'Partsmith highlights' });
    this.productCards = page.getByTestId('product-card');
    this.counters = page.getByTestId('counter');
    this.reviews = page.getByTestId('review');
    this.contactForm = page.getByRole('form', { name: 'Contact form' });
  }

  async goto(path: '/' | '/Home' = '/') {
    await this.page.goto(path);
  }

  slides() {
    return this.banner.locator('[aria-roledescription="slide"]');
  }

  async sendContact(values: { name: string; email: string; message: string }) {
    await this.contactForm.getByLabel('Name').fill(values.name);
    await this.contactForm.getByLabel('Email').fill(values.email);
    await this.contactForm.getByLabel('Message').fill(values.message);
    await this.contactForm.getByRole('button', { name: 'Send message' }).click();
  }
}
