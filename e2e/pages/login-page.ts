import { expect, type Locator, type Page } from '@playwright/test';
import type { Account } from '../fixtures';

export class LoginPage {
  readonly form: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly authError: Locator;
  readonly google: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Sign in' });
    this.email = this.form.getByLabel('Email');
    this.password = this.form.getByLabel('Password');
    this.submit = this.form.getByRole('button', { name: 'Login' });
    this.authError = page.getByTestId('auth-error');
    this.google = page.getByRole('button', { name: 'Continue with Google' });
  }

  async goto(callbackUrl?: string) {
    await this.page.goto(callbackUrl ? `/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/login');
  }

  /** 'Continue with Google', then the stand-in Google's account page. */
  async signInWithGoogle(email: string) {
    await this.google.click();
    await expect(this.page.getByRole('heading', { name: 'Sign in with Test Google' })).toBeVisible();
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByRole('button', { name: 'Next' }).click();
  }

  async signIn(account: Pick<Account, 'email' | 'password'>) {
    await this.email.fill(account.email);
    await this.password.fill(account.password);
    await this.submit.click();
  }
}

export class RegisterPage {
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Sign up' });
  }

  async goto() {
    await this.page.goto('/register');
  }

  async fill(values: Partial<Account>) {
    if (values.name !== undefined) await this.form.getByLabel('Name').fill(values.name);
    if (values.email !== undefined) await this.form.getByLabel('Email').fill(values.email);
    if (values.password !== undefined) await this.form.getByLabel('Password').fill(values.password);
  }

  async submit() {
    await this.form.getByRole('button', { name: 'Sign Up' }).click();
  }
}
