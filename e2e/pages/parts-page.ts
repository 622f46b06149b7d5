import type { Locator, Page } from '@playwright/test';

export class PartsPage {
  readonly heading: Locator;
  readonly cards: Locator;
  readonly grid: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.cards = page.getByTestId('product-card');
    this.grid = page.getByTestId('product-grid');
  }

  async goto() {
    await this.page.goto('/parts');
  }

  /** The listing narrowed to `query` (the catalog is paged: a part may not be on the first page). */
  async search(query: string) {
    await this.page.goto(`/parts?q=${encodeURIComponent(query)}`);
  }

  card(name: string) {
    return this.cards.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }
}
