import { expect, type Locator, type Page } from '@playwright/test';

export class Dashboard {
  readonly menu: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Dashboard' });
    this.heading = page.getByRole('heading', { level: 1 });
  }

  /**
   * Opens a menu item. Below 768 px the menu is folded behind its toggle; a click that lands
   * before the page is hydrated opens nothing, so the toggle is clicked until the item shows.
   */
  async open(label: string) {
    const link = this.menu.getByRole('link', { name: label, exact: true });
    const toggle = this.menu.getByRole('button', { name: 'Dashboard menu' });
    if (await toggle.isVisible())
      await expect(async () => {
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        await expect(link).toBeVisible({ timeout: 2_000 });
      }).toPass();
    await link.click();
  }

  menuLabels() {
    return this.menu.getByRole('link');
  }

  /** sweetalert2's dialog. */
  popup() {
    return this.page.locator('.swal2-popup');
  }
}
