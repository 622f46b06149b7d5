import type { Locator, Page } from '@playwright/test';

export class Dashboard {
  readonly menu: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Dashboard' });
    this.heading = page.getByRole('heading', { level: 1 });
  }

  menuLabels() {
    return this.menu.getByRole('link');
  }

  /** sweetalert2's dialog. */
  popup() {
    return this.page.locator('.swal2-popup');
  }
}
