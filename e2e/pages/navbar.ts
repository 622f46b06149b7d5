import type { Locator, Page } from '@playwright/test';

export class Navbar {
  readonly nav: Locator;
  readonly emailPrefix: Locator;
  readonly logOut: Locator;
  readonly signIn: Locator;
  readonly dashboard: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.emailPrefix = page.getByTestId('nav-email');
    this.logOut = this.nav.getByRole('button', { name: 'LOG OUT' });
    this.signIn = this.nav.getByRole('link', { name: 'SIGN IN', exact: true });
    this.dashboard = this.nav.getByRole('link', { name: 'DASHBOARD', exact: true });
  }

  accessToken() {
    return this.page.evaluate(() => window.localStorage.getItem('accessToken'));
  }
}
