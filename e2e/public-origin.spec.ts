import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';
import { inboxOf } from './inbox';
import { LoginPage, RegisterPage } from './pages/login-page';
import { Navbar } from './pages/navbar';

// The store as deployed: reached at its public origin (AUTH_URL, here http://127.0.0.1:port),
// which is not the host it listens under (Next names every request localhost). LOG OUT used to land
// on http://localhost:port/ (issue 31). Every page a journey opens, and every redirect on the way,
// names the public origin: sign-up, sign-in, LOG OUT, the forced sign-out, Google, password reset.

/**
 * Records the host of every page the browser opens and of every redirect the store answers;
 * answers the ones on another host than the store's (the identity provider standing in for Google
 * is allowed where `allowed` says so).
 */
function watchHosts(page: Page, store: string, allowed: string[] = []) {
  const foreign: string[] = [];
  const check = (url: string) => {
    const { host, protocol } = new URL(url);
    if (!protocol.startsWith('http')) return;
    if (host !== store && !allowed.includes(host)) foreign.push(url);
  };
  page.on('framenavigated', (frame) => check(frame.url()));
  page.on('response', (response) => {
    const location = response.headers().location;
    if (location) check(new URL(location, response.url()).href);
    if (response.url().endsWith('/api/auth/signout')) {
      void response.json().then(
        (body: { url?: string }) => body.url && check(body.url),
        () => undefined,
      );
    }
  });
  return foreign;
}

test('every journey in and out of an account stays on the public origin', async ({ browser, baseURL }) => {
  const store = new URL(baseURL!).host;
  expect(new URL(baseURL!).hostname).not.toBe('localhost');
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const google = new URL(process.env.E2E_GOOGLE_ISSUER ?? baseURL!).host;
  const foreign = watchHosts(page, store, [google]);
  const navbar = new Navbar(page);
  const email = uniqueEmail('origin');
  try {
    // Sign-up from the login page, as a first-time visitor.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create New User' }).click();
    const register = new RegisterPage(page);
    await register.fill({ name: 'Origin Buyer', email, password: 'origin-password-1' });
    await register.submit();
    await expect(navbar.emailPrefix).toHaveText(email.slice(0, 8));
    expect(new URL(page.url()).host).toBe(store);

    // LOG OUT: back on the store's home page, signed out.
    await navbar.logOut.click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(navbar.signIn).toBeVisible();

    // Sign-in from a protected page, and back to it.
    await page.goto('/dashboard/order');
    await expect(page).toHaveURL(`${baseURL}/login?callbackUrl=%2Fdashboard%2Forder`);
    await new LoginPage(page).signIn({ email, password: 'origin-password-1' });
    await expect(page).toHaveURL(`${baseURL}/dashboard/order`);

    // Forced out of an admin page: the login page, on the store's host.
    await page.goto('/dashboard/makeadmin');
    await expect(page).toHaveURL(`${baseURL}/login?callbackUrl=%2Fdashboard%2Fmakeadmin`);
    await expect(navbar.signIn).toBeVisible();

    // Google, through the stand-in identity provider, and back.
    const googler = uniqueEmail('origin-google');
    const login = new LoginPage(page);
    await login.goto('/dashboard');
    await login.signInWithGoogle(googler);
    await expect(page).toHaveURL(`${baseURL}/dashboard`);
    await navbar.logOut.click();
    await expect(page).toHaveURL(`${baseURL}/`);

    // Password reset: the mailed link names the store's origin, and leads back to it.
    await page.goto('/forgot-password');
    const forgot = page.getByRole('form', { name: 'Forgot password' });
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByTestId('reset-sent')).toBeVisible();
    await expect
      .poll(async () => (await inboxOf(email)).filter((m) => /reset/i.test(m.subject)).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const mail = (await inboxOf(email)).find((m) => /reset/i.test(m.subject))!;
    for (const link of mail.text.match(/https?:\/\/\S+/g) ?? []) expect(new URL(link).host).toBe(store);
    const link = /https?:\/\/\S+reset-password#token=[\w-]+/.exec(mail.text)![0];
    await page.goto(link);
    const reset = page.getByRole('form', { name: 'Choose a new password' });
    await expect(reset.getByRole('button', { name: 'Set new password' })).toBeEnabled();
    await reset.getByLabel('New password').fill('origin-password-2');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await new LoginPage(page).signIn({ email, password: 'origin-password-2' });
    await expect(navbar.emailPrefix).toHaveText(email.slice(0, 8));
    expect(new URL(page.url()).host).toBe(store);

    expect(foreign).toEqual([]);
  } finally {
    await context.close();
  }
});
